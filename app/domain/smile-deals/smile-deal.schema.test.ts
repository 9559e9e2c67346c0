import { describe, expect, it } from "vitest";
import { validate } from "#app/lib/api.server";
import {
  normalizeProductLink,
  SMILE_LINK_INVALID,
  SMILE_LINK_MAX,
  SMILE_LINK_REQUIRED,
  SMILE_LINK_TOO_LONG,
  SMILE_PHONE_REQUIRED,
  smileDealSchema,
  smileDealValues,
} from "./smile-deal.schema";

const PHONE_RULE = "Lütfen geçerli bir cep telefonu numarası giriniz: (5xx) xxx-xxxx";
const check = (values: Record<string, unknown>) => validate(smileDealSchema, values);

describe("smile deal form (spec section 5)", () => {
  it("says the spec's two messages word for word for blank or missing fields", () => {
    expect(SMILE_PHONE_REQUIRED).toBe("Lütfen Telefon Numaranızı Giriniz");
    expect(SMILE_LINK_REQUIRED).toBe("Lütfen İlgili Ürüne Ait Linki Giriniz.");
    for (const values of [{ smilePhone: "", smileLink: "" }, { smilePhone: "   ", smileLink: " \t " }, {}]) {
      const v = check(values);
      expect(v.ok).toBe(false);
      if (!v.ok) expect(v.errors).toEqual({ smilePhone: SMILE_PHONE_REQUIRED, smileLink: SMILE_LINK_REQUIRED });
    }
  });

  it("takes the phone as the shop's mask writes it and keeps it as 05xxxxxxxxx", () => {
    for (const typed of ["(532) 123-4567", "0532 123 45 67", "+90 532 123 45 67", "5321234567"]) {
      const v = check({ smilePhone: typed, smileLink: "https://www.ornek.com/urun/1" });
      expect(v.ok, typed).toBe(true);
      if (v.ok) expect(v.data.smilePhone).toBe("05321234567");
    }
    for (const typed of ["(532) 12", "(212) 123-4567", "abc", "05321234567890"]) {
      const v = check({ smilePhone: typed, smileLink: "https://www.ornek.com/urun/1" });
      expect(v.ok ? {} : v.errors, typed).toEqual({ smilePhone: PHONE_RULE });
    }
  });

  it("takes any shop's http(s) product page and keeps the parsed address", () => {
    const ok = (typed: string) => {
      const v = check({ smilePhone: "(532) 123-4567", smileLink: typed });
      return v.ok ? v.data.smileLink : v.errors;
    };
    expect(ok("https://www.rakip.com.tr/bebek-arabasi-p-123?renk=mavi#yorumlar")).toBe(
      "https://www.rakip.com.tr/bebek-arabasi-p-123?renk=mavi#yorumlar",
    );
    expect(ok("  http://ornek.com/urun  ")).toBe("http://ornek.com/urun");
    expect(ok("HTTPS://WWW.ORNEK.COM/Urun")).toBe("https://www.ornek.com/Urun");
    // Typed without the scheme: https is assumed (a host with a port too).
    expect(ok("www.ornek.com/urun/42")).toBe("https://www.ornek.com/urun/42");
    expect(ok("ornek.com:8080/urun")).toBe("https://ornek.com:8080/urun");
    // A Turkish host name, as the address bar writes it.
    expect(ok("https://çocukdünyası.com/ürün")).toBe("https://xn--ocukdnyas-p3a0vtx.com/%C3%BCr%C3%BCn");
  });

  it("refuses other schemes, credentials, bare addresses, spaces and control characters", () => {
    for (const typed of [
      "javascript:alert(document.cookie)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://ornek.com/urun",
      "mailto:a@ornek.com",
      "https://kullanici:sifre@ornek.com/urun",
      "https://ornek.com@evil.example",
      "http://localhost:3000/yonetim",
      "http://192.168.1.1/admin",
      "http://[::1]/",
      "http://2130706433/",
      "https://ornek",
      "https://ornek.com/bir ürün",
      "https://ornek.com/\u0000",
      "ürün linki",
      "<script>alert(1)</script>",
      "//",
      "https://",
    ]) {
      expect(normalizeProductLink(typed), typed).toBeNull();
      const v = check({ smilePhone: "(532) 123-4567", smileLink: typed });
      expect(v.ok ? {} : v.errors, typed).toEqual({ smileLink: typed.trim() ? SMILE_LINK_INVALID : SMILE_LINK_REQUIRED });
    }
  });

  it("refuses a link longer than the limit with its own message", () => {
    const long = `https://www.ornek.com/${"a".repeat(SMILE_LINK_MAX)}`;
    const v = check({ smilePhone: "(532) 123-4567", smileLink: long });
    expect(v.ok ? {} : v.errors).toEqual({ smileLink: SMILE_LINK_TOO_LONG });
    const edge = `https://www.ornek.com/${"a".repeat(SMILE_LINK_MAX - 22)}`;
    expect(edge).toHaveLength(SMILE_LINK_MAX);
    expect(check({ smilePhone: "(532) 123-4567", smileLink: edge }).ok).toBe(true);
    // Normalising may lengthen it (ü → %C3%BC): still held to the limit.
    const grows = `https://www.ornek.com/${"ü".repeat(SMILE_LINK_MAX - 22)}`;
    expect(check({ smilePhone: "(532) 123-4567", smileLink: grows }).ok).toBe(false);
  });

  it("reads only its two string fields from a body, cut to a sane length", () => {
    expect(smileDealValues({ smilePhone: "(532) 123-4567", smileLink: "x".repeat(5000), userId: "1", extra: "y" })).toEqual({
      smilePhone: "(532) 123-4567",
      smileLink: "x".repeat(SMILE_LINK_MAX * 2),
    });
    expect(smileDealValues({ smilePhone: ["1", "2"], smileLink: { href: "x" } })).toEqual({ smilePhone: "", smileLink: "" });
  });
});
