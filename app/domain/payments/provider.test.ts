import { describe, expect, it } from "vitest";
import { readConfig } from "#app/lib/config.server";
import { paymentProvider, sandboxActive } from "./provider";

describe("paymentProvider", () => {
  it("is the sandbox unless PAYMENT_PROVIDER names another", () => {
    expect(readConfig({}).paymentProvider).toBe("sandbox");
    expect(readConfig({ PAYMENT_PROVIDER: " " }).paymentProvider).toBe("sandbox");
    const iyzico = { IYZICO_API_KEY: "anahtar", IYZICO_SECRET_KEY: "gizli", IYZICO_BASE_URL: "https://sandbox-api.iyzipay.com" };
    expect(readConfig({ PAYMENT_PROVIDER: "iyzico", ...iyzico }).paymentProvider).toBe("iyzico");
    expect(sandboxActive("sandbox")).toBe(true);
    expect(sandboxActive("iyzico")).toBe(false);
  });
  it("gives one sandbox per process, and refuses a provider that does not exist", () => {
    expect(paymentProvider(undefined, "sandbox").name).toBe("sandbox");
    expect(paymentProvider(undefined, "sandbox")).toBe(paymentProvider(undefined, "sandbox"));
    expect(() => paymentProvider(undefined, "gercek-banka")).toThrow(/PAYMENT_PROVIDER=gercek-banka/);
  });
});
