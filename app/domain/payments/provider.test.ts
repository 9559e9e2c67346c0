import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentProvider, paymentProviderName, sandboxActive } from "./provider";

afterEach(() => vi.unstubAllEnvs());

describe("paymentProvider", () => {
  it("is the sandbox unless PAYMENT_PROVIDER names another", () => {
    expect(paymentProviderName({})).toBe("sandbox");
    expect(paymentProviderName({ PAYMENT_PROVIDER: " " })).toBe("sandbox");
    expect(paymentProviderName({ PAYMENT_PROVIDER: "iyzico" })).toBe("iyzico");
    expect(sandboxActive({})).toBe(true);
    expect(sandboxActive({ PAYMENT_PROVIDER: "iyzico" })).toBe(false);
  });
  it("gives one sandbox per process, and refuses a provider that does not exist", () => {
    vi.stubEnv("PAYMENT_PROVIDER", "");
    expect(paymentProvider().name).toBe("sandbox");
    expect(paymentProvider()).toBe(paymentProvider());
    vi.stubEnv("PAYMENT_PROVIDER", "iyzico");
    expect(() => paymentProvider()).toThrow(/PAYMENT_PROVIDER=iyzico/);
  });
});
