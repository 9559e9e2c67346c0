import { describe, expect, it } from "vitest";
import { clearedConsentCookie, consentCookie, readConsent } from "./cookie-consent";

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
