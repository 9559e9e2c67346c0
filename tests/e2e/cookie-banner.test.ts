/** Cookie consent (spec: banner, 'Tamam' / 'Çerezleri kabul et', 'Devamı' → /cerezler, 365 days, path /). */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, journey, sharedBrowser } from "../support/browser";

const browser = sharedBrowser();

const banner = (page: Page) =>
  page.getByRole("dialog", { name: "Çerez bildirimi" }).or(page.getByRole("region", { name: "Çerez bildirimi" }));

describe("cookie banner", () => {
  it("shows until 'Tamam' is chosen, then stays away for a year (1280×800)", async () => {
    await journey(browser(), "cookie-banner-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      const notice = banner(page);
      await notice.waitFor({ state: "visible" });
      expect((await notice.innerText()).toLocaleLowerCase("tr-TR")).toContain("çerez");

      const more = notice.getByRole("link", { name: "Devamı" });
      expect(await more.getAttribute("href")).toMatch(/^(https?:\/\/[^/]+)?\/cerezler\/?$/);
      expect(await more.getAttribute("target")).toBe("_blank");

      const before = Date.now();
      await notice.getByRole("button", { name: "Tamam" }).click();
      await notice.waitFor({ state: "hidden" });

      const consent = (await context.cookies()).find((c) => c.name === "cookieconsent_status");
      expect(consent, "cookie cookieconsent_status was not set").toBeTruthy();
      expect(consent!.value).toBe("dismiss");
      expect(consent!.path).toBe("/");
      const days = (consent!.expires * 1000 - before) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);

      await page.reload({ waitUntil: "networkidle" });
      await page.waitForTimeout(500); // give a client-only banner the chance to appear wrongly
      expect(await banner(page).isVisible()).toBe(false);

      // Revoke: the footer's button clears the answer and reopens the banner.
      const revoke = page.getByRole("button", { name: "Çerez Tercihleri" });
      await revoke.scrollIntoViewIfNeeded();
      await revoke.click();
      await banner(page).waitFor({ state: "visible" });
      const cleared = (await page.context().cookies()).find((c) => c.name === "cookieconsent_status");
      expect(cleared, "the answer should be gone after revoking").toBeUndefined();
      await banner(page).getByRole("button", { name: "Çerezleri kabul et" }).click();
      await banner(page).waitFor({ state: "hidden" });
      expect((await page.context().cookies()).find((c) => c.name === "cookieconsent_status")?.value).toBe("allow");
      expect(problems).toEqual([]);
    });
  });

  it("fits a phone screen and offers its buttons there (390×844)", async () => {
    await journey(browser(), "cookie-banner-phone", { viewport: PHONE, isMobile: true, hasTouch: true }, async ({ page, problems }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      const notice = banner(page);
      await notice.waitFor({ state: "visible" });
      const box = await notice.boundingBox();
      expect(box).toBeTruthy();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 1);
      const ok = notice.getByRole("button", { name: /^(Tamam|Çerezleri kabul et)$/ }).first();
      await ok.waitFor({ state: "visible" });
      await ok.click();
      await notice.waitFor({ state: "hidden" });
      expect(problems).toEqual([]);
    });
  });
});
