import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validate } from "./api.server";
import {
  email,
  fullName,
  hiddenEmail,
  INVALID_EMAIL,
  isLettersOnly,
  letterName,
  lettersOnly,
  LETTERS_ONLY_RULE,
  mustAccept,
  password,
  PASSWORD_RULE,
  phone,
  requiredText,
} from "./validation";

describe("shared validation rules", () => {
  it("password needs 7 characters with a letter and a digit", () => {
    expect(password().safeParse("Deneme123").success).toBe(true);
    for (const bad of ["abcdefg", "1234567", "abc12"]) {
      const r = password().safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe(PASSWORD_RULE);
    }
    expect(password().safeParse("Şifreli1").success).toBe(true);
  });

  it("e-mail is trimmed, lower-cased and checked", () => {
    expect(email().parse("  Uye@Example.com ")).toBe("uye@example.com");
    expect(email().safeParse("uye@").error?.issues[0].message).toBe(INVALID_EMAIL);
  });

  it("full name needs two words", () => {
    expect(fullName("iki kelime").safeParse("Ayşe Yılmaz").success).toBe(true);
    expect(fullName("iki kelime").safeParse("Ayşe").error?.issues[0].message).toBe("iki kelime");
  });

  it("phone is normalised with a leading 0", () => {
    expect(phone("tel").parse("(532) 123-4567")).toBe("05321234567");
    expect(phone("tel").safeParse("123").success).toBe(false);
  });

  it("validate() returns the first Turkish message as the reason and keeps each field's", () => {
    const schema = z.object({ orderNumber: requiredText("Lütfen tüm alanları doldurunuz"), agree: mustAccept("Onaylayın") });
    const v = validate(schema, { orderNumber: "  ", agree: "on" });
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.reason).toBe("Lütfen tüm alanları doldurunuz");
      expect(v.errors.orderNumber).toBe("Lütfen tüm alanları doldurunuz");
    }
    expect(validate(schema, { orderNumber: "MD1", agree: "on" }).ok).toBe(true);
  });
});

describe("letters-only names (spec section 5: Turkish letters and spaces)", () => {
  const TURKISH_NAMES = [
    "Ayşe",
    "Çağrı Işık",
    "İlkay Ünlü",
    "Öykü Şahin",
    "Ğ ğ",
    "Âdem Kâmil",
    "Nurî Hûriye",
    "ÇĞİÖŞÜ çğıöşü",
    "Mehmet Öztürk",
    "Ayşe Yılmaz",
  ];
  const NOT_NAMES = ["Ay3şe", "Ali2 Veli", "Ayşe-Nur", "O'Neil", "Ayşe.", "Ayşe_", "Zoë", "Ayşe😀", "Ayşe\tNur", "<b>Ali</b>"];

  it.each(TURKISH_NAMES)("%j is letters only", (name) => expect(isLettersOnly(name)).toBe(true));
  it.each(NOT_NAMES)("%j is not", (name) => expect(isLettersOnly(name)).toBe(false));

  it("a name typed with combining marks (NFD, as some keyboards and pastes send it) counts as its letters", () => {
    expect(isLettersOnly("Ays\u0327e")).toBe(true);
    expect(lettersOnly("Ays\u0327e")).toBe("Ayşe");
  });

  it("lettersOnly keeps what the field accepts as it is typed: no digits or signs, one space between words", () => {
    expect(lettersOnly("Ay3şe")).toBe("Ayşe");
    expect(lettersOnly("Ali2 Veli")).toBe("Ali Veli");
    expect(lettersOnly("Ayşe-Nur  O'Neil")).toBe("AyşeNur ONeil");
    expect(lettersOnly("Ayşe\u00a0Nur")).toBe("Ayşe Nur");
    expect(lettersOnly("Ayşe ")).toBe("Ayşe ");
    expect(lettersOnly("")).toBe("");
  });

  it("letterName refuses anything but letters with the letters-only message, and keeps the name NFC", () => {
    const rule = letterName(2, "Lütfen adınızı giriniz (en az 2 harf).");
    expect(rule.safeParse("Ay3şe").error?.issues[0].message).toBe(LETTERS_ONLY_RULE);
    expect(rule.parse("  Ays\u0327e   Nur ")).toBe("Ayşe Nur");
    expect(rule.safeParse("A").error?.issues[0].message).toBe("Lütfen adınızı giriniz (en az 2 harf).");
  });

  it("fullName (address book, guest checkout) needs two words of letters", () => {
    const rule = fullName("Lütfen ad ve soyad giriniz.");
    expect(rule.parse(" Âdem   Öztürk ")).toBe("Âdem Öztürk");
    expect(rule.safeParse("Ali2 Veli").error?.issues.map((i) => i.message)).toEqual([LETTERS_ONLY_RULE]);
    expect(rule.safeParse("Ayşe-Nur Yılmaz").error?.issues[0].message).toBe(LETTERS_ONLY_RULE);
    expect(rule.safeParse("Ali").error?.issues[0].message).toBe("Lütfen ad ve soyad giriniz.");
  });
});

describe("hiddenEmail (enough to tell two addresses apart, not the address)", () => {
  it.each([
    ["ayse.yilmaz@example.com", "a***@e***.com"],
    ["x@gmail.com.tr", "x***@g***.tr"],
    ["şule@örnek.com", "ş***@ö***.com"],
    ["kisi@localhost", "k***@l***"],
    ["silinmis-12@uye.invalid", "s***@u***.invalid"],
    ["adres-yok", "***"],
    ["@example.com", "***"],
    ["kisi@", "***"],
  ])("hides %j as %j", (address, hidden) => expect(hiddenEmail(address)).toBe(hidden));
});
