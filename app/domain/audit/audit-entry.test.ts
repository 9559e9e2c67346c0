import { describe, expect, it } from "vitest";
import { REDACTED, redactAudit } from "./audit-entry";

describe("redactAudit: nothing secret reaches the audit log", () => {
  it("hides passwords, hashes, tokens, secrets, card data and codes under any spelling, at any depth", () => {
    const snapshot = {
      email: "ayse@example.com",
      role: "orders",
      password: "Gizli123",
      passwordHash: "scrypt$16384$8$1$abc$def",
      password_hash: "x",
      newPassword: "Yeni1234",
      sessionToken: "tok",
      resetToken: "tok",
      apiSecret: "s",
      code: "1234",
      smsCode: "5678",
      verification_code: "9012",
      codeHash: "h",
      cvc: "123",
      cardNumber: "5400360000000003",
      expiryMonth: "12",
      storeCode: "MD3401",
      nested: { deeper: [{ password: "p", name: "Ali" }], token: "t" },
      note: "Kart 4000 0000 0000 0002 ile ödedi",
      pan: "4000000000000002",
      copied: "scrypt$16384$8$1$salt$key",
      looseCard: "4000-0000-0000-0002",
    };
    const kept = redactAudit(snapshot)!;
    for (const key of [
      "password",
      "passwordHash",
      "password_hash",
      "newPassword",
      "sessionToken",
      "resetToken",
      "apiSecret",
      "code",
      "smsCode",
      "verification_code",
      "codeHash",
      "cvc",
      "cardNumber",
      "expiryMonth",
      "pan",
    ])
      expect(kept[key], key).toBe(REDACTED);
    // A value that is a hash or a card number is hidden under any key.
    expect(kept.copied).toBe(REDACTED);
    expect(kept.looseCard).toBe(REDACTED);
    expect(kept.nested).toEqual({ deeper: [{ password: REDACTED, name: "Ali" }], token: REDACTED });
    // What is not secret stays as it is (a store's code is not a secret code).
    expect(kept).toMatchObject({
      email: "ayse@example.com",
      role: "orders",
      storeCode: "MD3401",
      note: "Kart 4000 0000 0000 0002 ile ödedi",
    });
    const text = JSON.stringify(kept);
    for (const secret of ["Gizli123", "Yeni1234", "scrypt$", "5678", "9012", "5400360000000003", "4000000000000002", "4000-0000"])
      expect(text).not.toContain(secret);
  });

  it("keeps null, dates as text and plain values; leaves undefined out", () => {
    expect(redactAudit(null)).toBeNull();
    expect(redactAudit(undefined)).toBeNull();
    expect(redactAudit({ at: new Date("2026-11-24T10:00:00Z"), n: 3, ok: false, gone: undefined, none: null })).toEqual({
      at: "2026-11-24T10:00:00.000Z",
      n: 3,
      ok: false,
      none: null,
    });
  });
});
