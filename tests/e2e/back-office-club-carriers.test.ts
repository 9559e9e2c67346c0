/**
 * Carriers and club events in the back office, in a real browser at 1280 and 390 px: the store manager (magaza@) opens Aile
 * Kulübü, finds their store's events only, makes a new one (a capacity of 0 is refused on the page
 * first) and sees it in the shop's club events; the owner opens Kargo Firmaları, types a negative
 * price (refused on the page), saves a new one and finds it in the list, then puts the old one
 * back. No page errors, no CSP violations, no serious axe findings on the lists and the forms.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EVENT_CAPACITY_RULE } from "#app/domain/club/club-admin.messages";
import { CARRIER_PRICE_RULE } from "#app/domain/shipping/messages";
import { istanbulInputValue } from "#app/lib/dates";
import { expectAccessible } from "../support/a11y";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";
import { getJson } from "../support/http";

const browser = sharedBrowser();

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `back-office-club-carriers-${name}.png`), fullPage: true });

describe("club events and carriers in the back office", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a store manager plans a club event the shop lists at once (${viewport.width}px)`, async () => {
      const title = `Tarayıcı Atölyesi ${label} ${Date.now() % 100000}`;
      await journey(browser(), `back-office-club-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fkulup", { waitUntil: "networkidle" });
        await logInToBackOffice(page, demoManager("store"), "/yonetim/kulup");
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Aile Kulübü etkinlikleri");
        const upcoming = page.getByRole("list", { name: "Yaklaşan etkinlikler" });
        // The demo's first store holds one of the demo events; no other store's shows here.
        expect(await upcoming.getByRole("listitem").filter({ hasText: "Bebek Masajı Atölyesi" }).count()).toBe(1);
        expect(await upcoming.getByRole("listitem").filter({ hasText: "Minik Şefler Mutfakta" }).count()).toBe(0);
        await expectAccessible(page, "club event list");
        await shot(page, `${label}-list`);

        await page.getByRole("link", { name: "Yeni Etkinlik" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/kulup/duzenle");
        await page.waitForLoadState("networkidle");
        const form = page.getByRole("form", { name: "Yeni etkinlik" });
        // A store manager holds events in their store only: no city to pick.
        expect(await form.getByLabel(/^İl/).count()).toBe(0);
        await form.getByLabel("Etkinlik adı").fill(title);
        await form.getByLabel("Açıklama").fill("Tarayıcı testi için planlanan bir kulüp etkinliği.");
        await form
          .getByLabel("Tarih ve saat (Türkiye saati)")
          .fill(istanbulInputValue(new Date(Date.now() + 9 * 86_400_000)).slice(0, 14) + "30");
        await form.getByLabel("Kontenjan (kişi)").fill("0");
        await form.getByRole("button", { name: "Etkinliği Kaydet" }).click();
        await expect.poll(() => form.getByText(EVENT_CAPACITY_RULE).count()).toBe(1);
        await expectAccessible(page, "club event form with a refusal");
        await form.getByLabel("Kontenjan (kişi)").fill("12");
        await form.getByRole("button", { name: "Etkinliği Kaydet" }).click();
        await page.waitForURL((url) => url.searchParams.get("kaydedildi") === "1");
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Etkinlik kaydedildi." }).count()).toBe(1);
        await expectAccessible(page, "club event form");
        await shot(page, `${label}-form`);
        if (viewport.width < 768) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

        const { body } = await getJson<{ events: { title: string; capacity: number }[] }>("/aile-kulubu/ajax/get-event/");
        expect(body.events.find((e) => e.title === title)).toMatchObject({ capacity: 12 });

        await page.getByRole("link", { name: "Kayıtlı üyeler (0)" }).click();
        await page.waitForURL((url) => url.pathname.endsWith("/kayitlar"));
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(`Kayıtlar: ${title}`);
        await expectAccessible(page, "registrations");
        expect(problems).toEqual([]);
      });
    }, 180_000);

    it(`the owner changes a carrier's price, refused first when negative (${viewport.width}px)`, async () => {
      const price = label === "desktop" ? "52,40" : "53,60";
      await journey(browser(), `back-office-carriers-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fkargo", { waitUntil: "networkidle" });
        await logInToBackOffice(page, demoManager("owner"), "/yonetim/kargo");
        await page.waitForLoadState("networkidle");
        const list = page.getByRole("list", { name: "Kargo firmaları" });
        expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
        await expectAccessible(page, "carrier list");
        await shot(page, `${label}-carriers`);

        await list.getByRole("link", { name: "Düzenle: PTT Kargo" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/kargo/duzenle");
        await page.waitForLoadState("networkidle");
        const form = page.getByRole("form", { name: "Kargo firmasını düzenle" });
        const before = await form.getByLabel("Kargo fiyatı (TL)").inputValue();
        await form.getByLabel("Kargo fiyatı (TL)").fill("-5");
        await form.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
        await expect.poll(() => form.getByText(CARRIER_PRICE_RULE).count()).toBe(1);
        await form.getByLabel("Kargo fiyatı (TL)").fill(price);
        await form.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
        await page.waitForURL((url) => url.searchParams.get("kaydedildi") === "1");
        await expect.poll(() => page.getByRole("status").count()).toBe(1);
        await expectAccessible(page, "carrier form");
        await shot(page, `${label}-carrier-form`);
        if (viewport.width < 768) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

        await page.getByRole("link", { name: "← Kargo Firmaları" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/kargo");
        await expect
          .poll(() =>
            page
              .getByRole("listitem")
              .filter({ hasText: "PTT Kargo" })
              .filter({ hasText: `${price} TL` })
              .count(),
          )
          .toBe(1);
        // The old price back (the other journeys share this shop).
        await page.getByRole("link", { name: "Düzenle: PTT Kargo" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/kargo/duzenle");
        await page.waitForLoadState("networkidle");
        await page.getByLabel("Kargo fiyatı (TL)").fill(before);
        await page.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
        await page.waitForURL((url) => url.searchParams.get("kaydedildi") === "1");
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
