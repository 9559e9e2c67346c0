import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeIyzico, type FakeIyzico } from "#tests/support/iyzico";
import { IyzicoUnavailable, iyzicoClient, type IyzicoClient } from "./iyzico-client.server";
import { familyClassName, iyzicoInstallments } from "./iyzico-cards.server";

let iyzico: FakeIyzico;
let client: IyzicoClient;

beforeAll(async () => {
  iyzico = await startFakeIyzico();
  client = iyzicoClient({ apiKey: iyzico.apiKey, secretKey: iyzico.secretKey, baseUrl: iyzico.baseUrl });
});
afterAll(async () => {
  await iyzico?.close();
});

describe("a card's plans through iyzico (the local iyzico server)", () => {
  it("gives the bank, the family as the shop names it, and iyzico's own totals per count", async () => {
    // 100.00 TL on a Halkbank Paraf card: iyzico's documented example (103.22, 105.25, 112.22).
    const offer = await iyzicoInstallments(client, "552879", 10_000);
    expect(offer?.card).toEqual({ bin: "552879", bankName: "Halkbank", cardFamily: "Paraf", className: "paraf" });
    const totals = Object.fromEntries(offer!.installments.map((i) => [i.installmentCount, i.totalAmount]));
    expect(totals).toMatchObject({ 1: 10_000, 2: 10_322, 3: 10_525, 6: 11_222 });
    expect(offer!.installments[0]).toMatchObject({ installmentLabel: "Peşin", installmentExtra: 0, monthlyAmount: 10_000 });
    expect(offer!.installments.find((i) => i.installmentCount === 3)).toMatchObject({ installmentLabel: "3 Taksit", monthlyAmount: 3_508 });
    // The call was signed with the account's keys, and the amount went as iyzico's price.
    expect(iyzico.requests.at(-1)).toMatchObject({
      path: "/payment/iyzipos/installment",
      authorized: true,
      body: { price: "100.0", binNumber: "552879" },
    });
  });

  it("answers null for a card iyzico does not know, and IyzicoUnavailable when iyzico is down", async () => {
    expect(await iyzicoInstallments(client, "400000", 10_000)).toBeNull();
    expect(await iyzicoInstallments(client, "12ab", 10_000)).toBeNull();
    iyzico.down();
    try {
      await expect(iyzicoInstallments(client, "552879", 10_000)).rejects.toBeInstanceOf(IyzicoUnavailable);
    } finally {
      iyzico.up();
    }
  });

  it("gives up on a call iyzico does not answer in time", async () => {
    iyzico.slow(2_000);
    try {
      await expect(client.call("binNumber", "retrieve", { locale: "tr", binNumber: "552879" }, 200)).rejects.toThrow(/timed out/);
    } finally {
      iyzico.slow(0);
    }
  });

  it("names families as the shop does, and others by their own name", () => {
    expect(familyClassName("Bonus")).toBe("bonus");
    expect(familyClassName("Bankkart Combo")).toBe("bankkart");
    expect(familyClassName("CardFinans")).toBe("cardfinans");
    expect(familyClassName("Sağlam Kart")).toBe("saglamkart");
  });
});
