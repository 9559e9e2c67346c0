/**
 * The back office's marketing pages in a real browser at 1280 and 390 px: the demo owner signs in with the SMS
 * code, opens Kampanyalar, makes a 'sepette %20' campaign for one toy (found with the scope's
 * search), previews a sample basket (before / after), saves it, and a shopper's basket then shows
 * the campaign's line with the previewed total. The store manager (magaza@) opens Mağazalar, finds
 * only their own store, changes its opening hours and sees them on /magaza/{sefUrl}. No page
 * errors, no CSP violations, no serious axe findings on the lists, the forms and the shop's pages.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney, parseLira } from "#app/lib/money";
import { describeViolations, seriousViolations } from "../support/a11y";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { baseURL, DESKTOP, PHONE, RESULTS_DIR, journey, navigationsWaitUntilUsable, sharedBrowser } from "../support/browser";
import { addFromPage, skipCookieBanner } from "../support/buying";
import { getJson } from "../support/http";

const browser = sharedBrowser();
const OWNER = demoManager("owner");

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `back-office-marketing-${name}.png`), fullPage: true });

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/** Toys in stock (one per journey, so each basket holds only its own campaign's item). */
const toys: { productId: number; sku: string; name: string }[] = [];

beforeAll(async () => {
  const { body: listing } = await getJson<{ items: { catalog_id: number; type: string; name: string }[] }>(
    "/arama/ajax/urunler?category=oyuncak&sort[price]=desc",
  );
  for (const i of listing.items.filter((x) => x.type !== "teshir")) {
    const { body } = await getJson<{ products: { productId: number; sku: string; stock: number; status: string }[] }>(
      `/urun/hizli-kontrol/${i.catalog_id}`,
    );
    const v = body.products.find((p) => p.stock >= 2 && p.status === "active");
    if (v) toys.push({ productId: v.productId, sku: v.sku, name: i.name });
    if (toys.length === 2) break;
  }
  expect(toys).toHaveLength(2);
});

describe("the back office's campaigns", () => {
  for (const [n, [label, viewport]] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ].entries() as IterableIterator<[number, [string, typeof DESKTOP]]>) {
    it(`creates a 'sepette %20' campaign with a preview and the basket charges it (${viewport.width}px)`, async () => {
      const narrow = viewport.width < 768;
      const toy = toys[n];
      const title = `Sepette %20 Oyuncak ${label} ${Date.now() % 100000}`;
      await journey(browser(), `back-office-marketing-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fkampanyalar", { waitUntil: "networkidle" });
        await logInToBackOffice(page, OWNER, "/yonetim/kampanyalar");
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Kampanyalar");
        expect(await page.getByRole("list", { name: "Yayında" }).getByRole("listitem").count()).toBeGreaterThan(0);
        await expectAccessible(page, "campaign list");
        await shot(page, `${label}-list`);

        await page.getByRole("link", { name: "Yeni Kampanya" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/kampanyalar/duzenle");
        await page.waitForLoadState("networkidle");
        const form = page.getByRole("form", { name: "Yeni kampanya" });
        await form.getByLabel("Başlık").fill(title);
        await form.getByLabel(/^Kategori \(kampanyalar/).selectOption("oyuncak");
        await form.getByLabel("Kampanya türü").selectOption("basketPercent");
        await form.getByLabel("İndirim oranı (%)").fill("20");
        // The toy, found by its sku with the variants' search.
        await form.getByPlaceholder("SKU, barkod ya da ürün adıyla ara").fill(toy.sku);
        await form.getByRole("button", { name: "Ara" }).nth(2).click();
        await form.getByRole("button", { name: new RegExp(`^Ekle: ${toy.sku}`) }).click();
        await expect
          .poll(() => form.getByRole("textbox", { name: "Varyant numaraları", exact: true }).inputValue())
          .toBe(String(toy.productId));
        // A bad value first: the page says why before anything is sent.
        await form.getByLabel("İndirim oranı (%)").fill("150");
        await form.getByRole("button", { name: "Önizle" }).click();
        await expect.poll(() => form.getByText("İndirim oranı 1 ile 100 arasında bir tam sayı olmalıdır.").count()).toBe(1);
        await form.getByLabel("İndirim oranı (%)").fill("20");
        await form.getByLabel(/^Örnek sepet/).fill(`${toy.sku} 2`);
        await form.getByRole("button", { name: "Önizle" }).click();
        const preview = page.getByTestId("campaign-preview");
        await preview.waitFor();
        const after = (await preview.getByTestId("preview-after").textContent())!.trim();
        const before = (await preview.getByTestId("preview-before").textContent())!.trim();
        expect(after).not.toBe(before);
        expect(await preview.getByRole("list", { name: "Uygulanan kampanyalar" }).textContent()).toContain(title);
        // What was typed is all still there after the preview.
        expect(await form.getByLabel("Başlık").inputValue()).toBe(title);
        await expectAccessible(page, "campaign form with preview");
        await shot(page, `${label}-preview`);
        if (narrow) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

        await form.getByRole("button", { name: "Kampanyayı Kaydet" }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/kampanyalar/duzenle" && url.searchParams.get("kaydedildi") === "1");
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Kampanya kaydedildi." }).count()).toBe(1);
        expect(await page.getByText("Durum: Yayında").count()).toBe(1);

        // The shop: a shopper's basket holds two of the toy and shows the campaign's line.
        const shopper = await browser().newContext({ viewport, baseURL: baseURL() });
        navigationsWaitUntilUsable(shopper);
        try {
          await skipCookieBanner(shopper);
          const basket = await shopper.newPage();
          await basket.goto("/", { waitUntil: "domcontentloaded" });
          await addFromPage(basket, toy.productId, 2);
          await basket.goto("/cart/", { waitUntil: "networkidle" });
          const summary = basket.getByRole("region", { name: "Sipariş Özeti" });
          await expect.poll(() => summary.getByTestId("campaign-line").filter({ hasText: title }).count()).toBe(1);
          // The line takes off what the preview said.
          expect(await summary.getByTestId("campaign-line").filter({ hasText: title }).textContent()).toContain(
            `−${formatMoney(parseLira(before)! - parseLira(after)!)}`,
          );
          await expectAccessible(basket, "basket");
          await basket.screenshot({ path: path.join(RESULTS_DIR, `back-office-marketing-${label}-basket.png`), fullPage: true });
        } finally {
          await shopper.close();
        }
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});

describe("the back office's stores", () => {
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`a store manager changes their store's hours and sees them on its page (${viewport.width}px)`, async () => {
      const manager = demoManager("store");
      const hours = `Hafta içi 09:${label === "desktop" ? "15" : "45"} - 21:00, Pazar 11:00 - 19:00`;
      await journey(browser(), `back-office-stores-${label}`, { viewport }, async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fmagazalar", { waitUntil: "networkidle" });
        await logInToBackOffice(page, manager, "/yonetim/magazalar");
        await page.waitForLoadState("networkidle");
        const list = page.getByRole("list", { name: "Mağazalar" });
        expect(await list.getByRole("listitem").count()).toBe(1);
        expect(await page.getByRole("link", { name: "Yeni Mağaza" }).count()).toBe(0);
        await expectAccessible(page, "store list");
        await shot(page, `${label}-stores`);
        await list.getByRole("link", { name: /^Düzenle: / }).click();
        await page.waitForURL((url) => url.pathname === "/yonetim/magazalar/duzenle");
        await page.waitForLoadState("networkidle");
        const form = page.getByRole("form", { name: "Mağazayı düzenle" });
        // Outside Türkiye first: refused on the page, with the reason.
        const lat = await form.getByLabel("Enlem").inputValue();
        await form.getByLabel("Enlem").fill("48,85");
        await form.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
        await expect.poll(() => form.getByText(/^Enlem Türkiye sınırları içinde olmalıdır/).count()).toBe(1);
        await form.getByLabel("Enlem").fill(lat);
        await form.getByLabel("Çalışma saatleri").fill(hours);
        await form.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
        await page.waitForURL((url) => url.searchParams.get("kaydedildi") === "1");
        await expect.poll(() => page.getByRole("status").filter({ hasText: "Mağaza kaydedildi." }).count()).toBe(1);
        await expectAccessible(page, "store form");
        await shot(page, `${label}-store-form`);
        if (viewport.width < 768) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

        await page.getByRole("link", { name: "Mağaza sayfasını aç" }).click();
        await page.waitForURL((url) => url.pathname.startsWith("/magaza/"));
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.getByText(hours).count()).toBeGreaterThan(0);
        await expectAccessible(page, "store page");
        await shot(page, `${label}-store-page`);
        expect(problems).toEqual([]);
      });
    }, 180_000);
  }
});
