/**
 * Siparişler in a real browser (issue 17, item 2), at 1280 and 390 px: a member orders (paying at
 * the door); the demo owner signs in with the SMS code, finds the order by its number with the
 * filter form, starts packing it, ships it with a carrier and a tracking number typed in the form,
 * and the member's Siparişlerim shows it shipped; then the packing slip. No page errors, no CSP
 * violations, no serious axe findings on the list, the order and the slip; screenshots of each.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/a11y";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, baseURL, journey, sharedBrowser } from "../support/browser";
import { addHomeAddress, payAtDoor, variantsWithStock } from "../support/checkout";
import { newMember, stamp } from "../support/visitor";

const browser = sharedBrowser();
const OWNER = demoManager("owner");

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(RESULTS_DIR, `back-office-orders-${name}.png`), fullPage: true });

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

describe("Siparişler in the back office", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`finds an order, ships it, the shopper sees it shipped, the packing slip prints (${viewport.width}px)`, async () => {
      const [variant] = await variantsWithStock(5, 500);
      const member = await newMember();
      const { order_number: no } = await payAtDoor(member.v, await addHomeAddress(member.v), variant.productId);
      await journey(browser(), `back-office-orders-${label}`, { viewport }, async ({ context, page, problems }) => {
        await context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }]);
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fsiparisler", { waitUntil: "networkidle" });
        await logInToBackOffice(page, OWNER, "/yonetim/siparisler");
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Siparişler");
        await expectAccessible(page, "order list");
        await shot(page, `${label}-list`);

        // The filter form: a GET form, the number in the address.
        await page.getByLabel("Sipariş no").fill(no);
        await page.getByRole("button", { name: "Filtrele" }).click();
        await page.waitForURL((url) => url.searchParams.get("no") === no);
        await page.waitForLoadState("networkidle");
        await page.getByRole("link", { name: no, exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/yonetim/siparisler/${no}`);
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(`Sipariş ${no}`);
        await expectAccessible(page, "order page");
        await shot(page, `${label}-order`);

        await page.getByRole("button", { name: "Hazırlamaya Başla" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Sipariş hazırlanmaya başlandı." }).count()).toBe(1);
        // The form checks its fields before sending, with the server's words.
        await page.getByRole("button", { name: "Kargoya Ver" }).click();
        await expect.poll(() => page.getByText("Lütfen kargo takip numarasını giriniz.").count()).toBe(1);
        expect(await page.getByLabel("Kargo takip numarası").getAttribute("aria-invalid")).toBe("true");
        await page.getByLabel("Kargo firması").selectOption({ index: 1 });
        const tracking = `MDE${stamp()}`;
        await page.getByLabel("Kargo takip numarası").fill(tracking);
        await page.getByRole("button", { name: "Kargoya Ver" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Kargoya verildi" }).count()).toBe(1);
        await expect.poll(() => page.getByText(tracking).count()).toBeGreaterThan(0);
        await expect.poll(() => page.getByLabel("Teslim alan kişi").count()).toBe(1);
        await expectAccessible(page, "order shipped");
        await shot(page, `${label}-shipped`);

        // The packing slip: no nav when printed, the order's lines.
        await page.getByRole("link", { name: "İrsaliyeyi yazdır" }).click();
        await page.waitForURL((url) => url.pathname === `/yonetim/siparisler/${no}/irsaliye`);
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("İrsaliye");
        expect(await page.getByText(tracking).count()).toBe(1);
        await expectAccessible(page, "packing slip");
        await shot(page, `${label}-slip`);
        await page.emulateMedia({ media: "print" });
        expect(await page.getByRole("navigation", { name: "Yönetim bölümleri" }).isVisible()).toBe(false);
        expect(await page.getByRole("button", { name: "Yazdır" }).isVisible()).toBe(false);
        await shot(page, `${label}-slip-print`);
        await page.emulateMedia({ media: "screen" });

        // The shopper's Siparişlerim shows it shipped.
        const shopper = await browser().newContext({ baseURL: baseURL(), viewport, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
        const [name, value] = member.v.cookieHeader().split("=");
        await shopper.addCookies([
          { name, value, url: baseURL() },
          { name: "cookieconsent_status", value: "dismiss", url: baseURL() },
        ]);
        const mine = await shopper.newPage();
        await mine.goto("/kullanici/siparislerim", { waitUntil: "networkidle" });
        await expect.poll(() => mine.getByText("Kargoya Verildi").first().isVisible()).toBe(true);
        expect(await mine.content()).toContain(no);
        await mine.screenshot({ path: path.join(RESULTS_DIR, `back-office-orders-${label}-siparislerim.png`), fullPage: true });
        await shopper.close();
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
