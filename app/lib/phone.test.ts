import { describe, expect, it } from "vitest";
import { formatPhone, hiddenPhone, maskPhone, normalizeIdentifier, normalizePhone, PHONE_PLACEHOLDER, telHref } from "./phone";

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

describe("maskPhone: the phone input's mask '(999) 999-9999' (spec section 5)", () => {
  it("formats as the shopper types, digit by digit", () => {
    const typed = "5440023170";
    const shown = [...typed].map((_, i) => maskPhone(typed.slice(0, i + 1)));
    expect(shown).toEqual([
      "(5",
      "(54",
      "(544",
      "(544) 0",
      "(544) 00",
      "(544) 002",
      "(544) 002-3",
      "(544) 002-31",
      "(544) 002-317",
      "(544) 002-3170",
    ]);
  });

  it("blocks a leading 0 on an empty mask, and drops +90 or a pasted leading 0", () => {
    expect(maskPhone("0")).toBe("");
    expect(maskPhone("00")).toBe("");
    expect(maskPhone("05440023170")).toBe("(544) 002-3170");
    expect(maskPhone("+90 544 002 31 70")).toBe("(544) 002-3170");
    expect(maskPhone("905440023170")).toBe("(544) 002-3170");
  });

  it("keeps digits only, ten at most, and re-masks what it already shows (also a saved number)", () => {
    expect(maskPhone("54a4")).toBe("(544");
    expect(maskPhone("(544) 002-31700")).toBe("(544) 002-3170");
    expect(maskPhone("(544) 002-3170")).toBe("(544) 002-3170");
    expect(maskPhone("(544) 002 31 70")).toBe("(544) 002-3170");
    expect(maskPhone("(544) 002-317")).toBe("(544) 002-317");
    expect(maskPhone("")).toBe("");
  });

  it("a saved number pre-fills the input the way the mask shows it", () => expect(maskPhone("05321234567")).toBe("(532) 123-4567"));

  it("the placeholder shows the same mask", () => expect(PHONE_PLACEHOLDER).toBe("(5xx) xxx-xxxx"));
});

describe("telHref", () => {
  it.each([
    ["0216 312 27 10", "tel:+902163122710"],
    ["(532) 123 45 67", "tel:+905321234567"],
    ["+90 212 000 00 00", "tel:+902120000000"],
    ["444 1 234", "tel:4441234"],
  ])("dials %j as %j", (phone, href) => expect(telHref(phone)).toBe(href));
});

describe("hiddenPhone (which phone, not the number)", () => {
  it.each([
    ["05321234567", "0532 *** ** 67"],
    ["5321234567", "0532 *** ** 67"],
    ["+90 532 123 45 67", "0532 *** ** 67"],
    ["4441234", "4441 *** ** 34"],
    ["12", "***"],
    ["", "***"],
  ])("hides %j as %j", (phone, hidden) => expect(hiddenPhone(phone)).toBe(hidden));
});
