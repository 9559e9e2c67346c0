import { describe, expect, it } from "vitest";
import {
  checkShareEmails,
  shareDailyLimit,
  SHARE_EMAILS_INVALID,
  SHARE_EMAILS_REQUIRED,
  SHARE_MAX_ADDRESSES,
  SHARE_TOO_MANY_ADDRESSES,
  splitEmails,
} from "./share-emails";

describe("splitEmails", () => {
  it("splits on commas, semicolons and any white space, dropping empty entries", () => {
    expect(splitEmails("a@x.com,b@x.com;c@x.com d@x.com\ne@x.com\tf@x.com")).toEqual([
      "a@x.com",
      "b@x.com",
      "c@x.com",
      "d@x.com",
      "e@x.com",
      "f@x.com",
    ]);
    expect(splitEmails(" ,; a@x.com ,, ;; \n ")).toEqual(["a@x.com"]);
    expect(splitEmails("  ")).toEqual([]);
  });
});

describe("checkShareEmails", () => {
  it("gives the different addresses, in lower case, in the order typed", () => {
    expect(checkShareEmails("Ayse@Example.com; can@example.com.tr, AYSE@example.com")).toEqual({
      ok: true,
      emails: ["ayse@example.com", "can@example.com.tr"],
    });
    // Not the Turkish lower case: 'I' stays 'i'.
    expect(checkShareEmails("IRMAK@EXAMPLE.COM")).toEqual({ ok: true, emails: ["irmak@example.com"] });
  });

  it("asks for at least one address when not one valid address was typed (the spec's message)", () => {
    for (const input of [
      "",
      "  ",
      ",;,",
      " ;\n",
      undefined,
      42,
      ["a@x.com"],
      "dede",
      "dede, nine@",
      "a@@x.com",
      "a@x.c",
      `${"a".repeat(250)}@x.com`,
    ]) {
      expect(checkShareEmails(input), String(input)).toEqual({ ok: false, reason: SHARE_EMAILS_REQUIRED });
    }
    expect(SHARE_EMAILS_REQUIRED).toBe("Lütfen en az bir geçerli e-posta adresi girin!");
  });

  it("refuses the whole share when some entries among valid addresses are not addresses (the spec's message)", () => {
    for (const input of [
      "a@x.com, b@x",
      "a@x.com b",
      "a@x.com;@x.com",
      "a@@x.com a@x.com",
      "a@x.c;a@x.com",
      `${"a".repeat(250)}@x.com b@x.com`,
    ]) {
      expect(checkShareEmails(input), input).toEqual({ ok: false, reason: SHARE_EMAILS_INVALID });
    }
    expect(SHARE_EMAILS_INVALID).toBe("Lütfen girdiğiniz mail adreslerini kontrol edin!");
  });

  it("takes at most 20 different addresses at once, and no endless box", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `kisi${i}@example.com`).join(", ");
    expect(checkShareEmails(many(SHARE_MAX_ADDRESSES))).toMatchObject({ ok: true });
    expect(checkShareEmails(`${many(SHARE_MAX_ADDRESSES)}, kisi0@example.com`)).toMatchObject({ ok: true });
    expect(checkShareEmails(many(SHARE_MAX_ADDRESSES + 1))).toEqual({ ok: false, reason: SHARE_TOO_MANY_ADDRESSES });
    expect(checkShareEmails("a@x.com ".repeat(2_000))).toEqual({ ok: false, reason: SHARE_TOO_MANY_ADDRESSES });
  });

  it("says how many more may go today, or that none may", () => {
    expect(shareDailyLimit(3)).toContain("en fazla 3 adres daha");
    expect(shareDailyLimit(0)).toContain("Lütfen daha sonra tekrar deneyin.");
  });
});
