/**
 * The back office's settings in a real browser at 1280 and 390 px: the demo owner signs in with the SMS
 * code and opens Ayarlar from the nav; a negative threshold and a fractional points rate are
 * refused by the page itself (the server's schema and messages) with what was typed kept; a good
 * save shows 'Ayarlar kaydedildi.' and the values as the shop writes them; the defaults are put
 * back. No page errors, no CSP violations, no serious axe findings, nothing wider than the phone.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SHOP_SETTING_RULES } from "#app/domain/settings/messages";
import { describeViolations, seriousViolations } from "../support/a11y";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";

const browser = sharedBrowser();

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

describe("the back office's settings", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`the owner changes the free-shipping threshold and the points rate, and puts them back (${viewport.width}px)`, async () => {
      await journey(browser(), `back-office-settings-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/yonetim/giris", { waitUntil: "networkidle" });
        await logInToBackOffice(page, demoManager("owner"), "/yonetim");
        if (viewport.width < 768) await page.getByRole("button", { name: "Menü" }).click();
        await page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Ayarlar" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/ayarlar");
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ayarlar");
        const form = page.getByRole("form", { name: "Ayarlar" });
        const threshold = form.getByLabel("Ücretsiz kargo sınırı (TL)");
        const rate = form.getByLabel("100 TL başına Joker puan");
        expect(await threshold.inputValue()).toBe("500,00");
        expect(await rate.inputValue()).toBe("1");
        await expectAccessible(page, "settings form");

        // Refused by the page before anything is sent, each field with its message, nothing typed lost.
        await threshold.fill("-5");
        await rate.fill("1,5");
        await form.getByRole("button", { name: "Ayarları Kaydet" }).click();
        await expect.poll(() => form.getByText(SHOP_SETTING_RULES.freeShippingThresholdKurus).count()).toBe(1);
        expect(await form.getByText(SHOP_SETTING_RULES.pointsPer100Lira).count()).toBe(1);
        expect(await threshold.getAttribute("aria-invalid")).toBe("true");
        expect(await threshold.inputValue()).toBe("-5");
        expect(page.url()).not.toContain("sonuc=");
        await expectAccessible(page, "settings form with messages");
        if (viewport.width < 768) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await page.screenshot({ path: path.join(RESULTS_DIR, `back-office-settings-${label}-refused.png`), fullPage: true });

        await threshold.fill("750");
        await rate.fill("2");
        await form.getByRole("button", { name: "Ayarları Kaydet" }).click();
        await page.waitForURL((url) => url.searchParams.get("sonuc") === "kaydedildi");
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Ayarlar kaydedildi." }).count()).toBe(1);
        await expect.poll(() => threshold.inputValue()).toBe("750,00");
        expect(await rate.inputValue()).toBe("2");

        // Put back, and read back from the shop: the fields hold what was typed before the save is
        // answered, so they alone cannot tell that it was (the next journey starts from the defaults).
        await threshold.fill("500,00");
        await rate.fill("1");
        const saved = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/yonetim/ayarlar"),
        );
        await form.getByRole("button", { name: "Ayarları Kaydet" }).click();
        await saved;
        await page.goto("/yonetim/ayarlar");
        expect(await threshold.inputValue()).toBe("500,00");
        expect(await rate.inputValue()).toBe("1");
        expect(problems).toEqual([]);
      });
    }, 120_000);
  }
});
