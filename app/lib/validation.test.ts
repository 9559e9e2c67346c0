import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validate } from "./api.server";
import { email, fullName, password, PASSWORD_RULE, phone, requiredText, mustAccept, INVALID_EMAIL } from "./validation";

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
