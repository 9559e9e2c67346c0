/** The bank pages' markup, without a browser: labels, buttons, the signed post back, the nonce. */
import { describe, expect, it } from "vitest";
import type { BankPageTransaction } from "#app/domain/payments/sandbox-pages.server";
import { SANDBOX_BANK_NAME, bankPageResponse, sandboxUnavailableResponse } from "./sandbox-bank-page.server";
import { groupPan } from "#app/domain/payments/card-families";

const transaction: BankPageTransaction = {
  kind: "card",
  status: "pending",
  reason: null,
  reference: "SIP-1001",
  amountKurus: 129_990,
  installment: 3,
  installmentExtra: 2,
  maskedPan: "540036******0003",
  bankName: "Garanti BBVA",
  cardFamily: "Bonus",
};

/** The attributes of the page's (or the id's) form tag. */
function formTag(html: string, id?: string): string[] {
  const tag = html.match(id ? new RegExp(`<form id="${id}"[^>]*>`) : /<form[^>]*>/)?.[0] ?? "";
  return tag.match(/[a-z]+="[^"]*"/g) ?? [];
}

describe("3D Secure page", () => {
  it("shows the sandbox bank, the amount, the masked card, the installment and the two buttons", async () => {
    const response = bankPageResponse({ view: "pending", transaction, action: "/sandbox/3ds/tx_1" }, "n0nce");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain(SANDBOX_BANK_NAME);
    expect(html).toContain("3D Secure Doğrulama");
    expect(html).toContain("1.299,90 TL");
    expect(html).toContain("5400 36** **** 0003");
    expect(html).toContain("3+2 Taksit");
    expect(html).toContain("Garanti BBVA · Bonus");
    expect(formTag(html)).toEqual(expect.arrayContaining(['action="/sandbox/3ds/tx_1"', 'method="post"']));
    const buttons = [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map((m) => ({ attrs: m[1], text: m[2] }));
    expect(buttons.map((b) => b.text)).toEqual(["Onayla", "Reddet"]);
    expect(buttons[0].attrs).toMatch(/name="decision"/);
    expect(buttons[0].attrs).toMatch(/value="approve"/);
    expect(buttons[1].attrs).toMatch(/value="decline"/);
    expect(html).not.toContain("<script");
  });

  it("posts the signed result to the shop's return address, with a Devam button and a nonce'd auto-submit", async () => {
    const callback = {
      action: "/payment/callback?x=1&y=2",
      fields: { transactionId: "tx_1", status: "approved", signature: "ab".repeat(32) },
    };
    const html = await bankPageResponse(
      { view: "decided", transaction: { ...transaction, status: "approved" }, callback, autoSubmit: true },
      "n0nce",
    ).text();
    expect(formTag(html, "sandbox-callback")).toEqual(
      expect.arrayContaining(['action="/payment/callback?x=1&amp;y=2"', 'method="post"', 'target="_self"']),
    );
    expect(html).toContain('<input type="hidden" name="transactionId" value="tx_1"/>');
    expect(html).toContain('<input type="hidden" name="status" value="approved"/>');
    expect(html).toContain(`<input type="hidden" name="signature" value="${"ab".repeat(32)}"/>`);
    expect(html).toContain(">Devam</button>");
    expect(html).toContain('<script nonce="n0nce">document.getElementById("sandbox-callback").submit();</script>');
    expect(html).toContain("İşlem onaylandı.");
    expect(html).not.toContain("Onayla</button>");
  });

  it("shows a declined result's reason and no auto-submit when only looking again", async () => {
    const callback = { action: "/payment/callback", fields: { transactionId: "tx_1", status: "declined", signature: "00" } };
    const declined = { ...transaction, status: "declined", reason: "Kartınız bankanız tarafından reddedildi: yetersiz bakiye." };
    const html = await bankPageResponse(
      { view: "decided", transaction: declined, callback, autoSubmit: false, note: "Bu işlem daha önce sonuçlandırıldı." },
      "n",
    ).text();
    expect(html).toContain("yetersiz bakiye.");
    expect(html).toContain("Bu işlem daha önce sonuçlandırıldı.");
    expect(html).not.toContain("<script");
  });

  it("answers 404 for an unknown transaction, and when the sandbox is not the provider", async () => {
    const notFound = bankPageResponse({ view: "not-found", kind: "bkm" }, "n");
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain("İşlem bulunamadı.");
    const off = sandboxUnavailableResponse();
    expect(off.status).toBe(404);
    expect(await off.text()).not.toContain(SANDBOX_BANK_NAME);
  });

  it("groups a masked PAN like a card", () => {
    expect(groupPan("540036******0003")).toBe("5400 36** **** 0003");
  });
});
