import { describe, expect, it } from "vitest";
import { campaignEndLabel } from "./home/campaign-end-label";
import { clearedConsentCookie, consentCookie, readConsent } from "./layout/cookie-consent";
import { FOOTER_ABOUT_TEXT, FOOTER_TEXT_LIMIT } from "./layout/footer-about";
import { pageWindow } from "./page-window";
import { cutTitle } from "./product-card";

describe("cutTitle (spec: 60 on wider screens, 45 on phones)", () => {
  const long = "Bebek Arabası Çift Yönlü Travel Sistem Katlanabilir Hafif Gövdeli Öğütücü 2";
  it("keeps short names", () => expect(cutTitle("Pijama Takımı", 45)).toBe("Pijama Takımı"));
  it("cuts at the limit with an ellipsis", () => {
    expect(cutTitle(long, 60)).toBe(`${long.slice(0, 60).trimEnd()}…`);
    expect(cutTitle(long, 45).length).toBeLessThanOrEqual(46);
    expect(cutTitle(long, 45).endsWith("…")).toBe(true);
  });
});

describe("footer text", () => {
  it("is longer than the 286-character cut", () => {
    expect(FOOTER_TEXT_LIMIT).toBe(286);
    expect(FOOTER_ABOUT_TEXT.length).toBeGreaterThan(500);
  });
});

describe("pageWindow (about 4 pages each side)", () => {
  it("shows every page of a short listing", () => expect(pageWindow(1, 3)).toEqual([1, 2, 3]));
  it("skips far pages", () => expect(pageWindow(10, 30)).toEqual([1, null, 6, 7, 8, 9, 10, 11, 12, 13, 14, null, 30]));
  it("has no gap next to the ends", () => expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]));
});

describe("campaignEndLabel (spec section 4)", () => {
  const now = new Date("2025-05-01T12:00:00Z");
  const at = (ms: number) => new Date(now.getTime() + ms);
  const H = 3_600_000;
  it("shows the end date when more than 3 days are left", () => expect(campaignEndLabel(at(5 * 24 * H), now).text).toMatch(/^Son gün: 6 Mayıs 2025$/));
  it("'Son 3 Gün'", () => expect(campaignEndLabel(at(3 * 24 * H + H), now).text).toBe("Son 3 Gün"));
  it("'Son 2 Gün' for 2 days or 1 day plus hours", () => {
    expect(campaignEndLabel(at(2 * 24 * H + 5 * H), now).text).toBe("Son 2 Gün");
    expect(campaignEndLabel(at(24 * H + 2 * H), now).text).toBe("Son 2 Gün");
  });
  it("ticks hh:mm:ss under that", () => expect(campaignEndLabel(at(5 * H + 61_000), now)).toMatchObject({ text: "05:01:01", ticking: true }));
  it("'Kampanya Sona Erdi' once past", () => expect(campaignEndLabel(at(-1), now).text).toBe("Kampanya Sona Erdi"));
});

describe("cookie consent cookie", () => {
  it("reads only the three answers", () => {
    expect(readConsent("a=1; cookieconsent_status=allow; b=2")).toBe("allow");
    expect(readConsent("cookieconsent_status=dismiss")).toBe("dismiss");
    expect(readConsent("cookieconsent_status=deny")).toBe("deny");
    expect(readConsent("cookieconsent_status=yes")).toBeNull();
    expect(readConsent(null)).toBeNull();
  });
  it("takes a malformed value for no answer (it once made every page a 500)", () => {
    expect(readConsent("cookieconsent_status=%ZZ")).toBeNull();
    expect(readConsent("sid=%00junk; cookieconsent_status=%E0%A4%A")).toBeNull();
  });
  it("lives 365 days on path / with SameSite=Lax", () => {
    const text = consentCookie("allow", new Date("2025-01-01T00:00:00Z"));
    expect(text).toContain("cookieconsent_status=allow");
    expect(text).toContain(`Max-Age=${365 * 86400}`);
    expect(text).toContain("Expires=Thu, 01 Jan 2026 00:00:00 GMT");
    expect(text).toContain("Path=/");
    expect(text).toContain("SameSite=Lax");
    expect(clearedConsentCookie()).toContain("Max-Age=0");
  });
});
