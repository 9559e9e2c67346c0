import { describe, expect, it } from "vitest";
import { formatPhone, normalizeIdentifier, normalizePhone } from "./phone";

describe("normalizeIdentifier (login and password reset, spec section 5)", () => {
  it.each([
    ["5321234567", "05321234567"],
    ["05321234567", "05321234567"],
    [" 5321234567 ", "05321234567"],
    ["(532) 123 45 67", "05321234567"],
    ["532-123-45-67", "05321234567"],
  ])("a numeric identifier %j becomes %j", (input, out) => expect(normalizeIdentifier(input)).toBe(out));

  it.each([
    ["uye@example.com", "uye@example.com"],
    ["  uye@example.com ", "uye@example.com"],
    ["Uye@Example.com", "uye@example.com"],
    ["5321234567@example.com", "5321234567@example.com"],
  ])("an e-mail %j is kept as %j (no leading 0)", (input, out) => expect(normalizeIdentifier(input)).toBe(out));

  it("lower-cases an e-mail's I as i, not as the Turkish dotless ı", () => {
    // 'INFO@EXAMPLE.COM'.toLocaleLowerCase('tr-TR') is 'ınfo@example.com': that address would never match.
    expect(normalizeIdentifier("INFO@EXAMPLE.COM")).toBe("info@example.com");
  });

  it("leaves other text alone", () => expect(normalizeIdentifier("kullanici")).toBe("kullanici"));
});

describe("normalizePhone", () => {
  it.each([
    ["5321234567", "05321234567"],
    ["0532 123 45 67", "05321234567"],
    ["+90 532 123 45 67", "05321234567"],
    ["905321234567", "05321234567"],
    ["0212 123 45 67", "02121234567"],
  ])("%j → %j", (input, out) => expect(normalizePhone(input)).toBe(out));

  it.each(["123", "0532123456", "053212345678", "01234567890", "abc"])("%j is not a Turkish phone number", (input) =>
    expect(normalizePhone(input)).toBeNull(),
  );
});

describe("formatPhone", () => {
  it("shows (532) 123 45 67", () => {
    expect(formatPhone("05321234567")).toBe("(532) 123 45 67");
    expect(formatPhone("5321234567")).toBe("(532) 123 45 67");
  });
  it("leaves what it cannot read as it is", () => expect(formatPhone("12345")).toBe("12345"));
});
