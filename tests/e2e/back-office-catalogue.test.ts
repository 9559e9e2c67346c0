/**
 * The back office's catalogue in a real browser, at 1280 and 390 px: the demo
 * catalogue manager signs in with the SMS code, finds an item by its sku, changes a variant's price
 * in TL with a decimal comma and saves, uploads a picture through the file input (what is typed in
 * the item's form meanwhile stays), sees the new price and the picture on the shop's product page,
 * then uploads a CSV of prices, reads the preview (a change and a bad row) and applies it. No page
 * errors, no serious axe findings on the list, the item form, its pictures and the preview;
 * screenshots of each.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/a11y";
import { demoManager, logInToBackOffice } from "../support/back-office";
import { DESKTOP, PHONE, RESULTS_DIR, journey, sharedBrowser } from "../support/browser";
import { typedLira } from "../support/catalogue";
import { getJson } from "../support/http";
import { formatMoney } from "#app/lib/money";

const browser = sharedBrowser();
const MANAGER = demoManager("catalogue");

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `back-office-catalogue-${name}.png`), fullPage: true });

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

type Quick = {
  products: {
    productId: number;
    sku: string;
    price: number;
    original_price: number;
    discountedPrice: number;
    stock: number;
    status: string;
  }[];
};

describe("the back office's catalogue", () => {
  for (const [label, viewport, pageNo] of [
    ["desktop", DESKTOP, 4],
    ["phone", PHONE, 5],
  ] as const) {
    it(`a catalogue manager changes a price, sees it on the shop, and applies a CSV (${viewport.width}px)`, async () => {
      const { body } = await getJson<{ items: { catalog_id: number; type: string; url: string }[] }>(
        `/arama/ajax/urunler?category=ev&page=${pageNo}`,
      );
      const [item, other] = body.items.filter((i) => i.type !== "teshir");
      const { body: quick } = await getJson<Quick>(`/urun/hizli-kontrol/${item.catalog_id}`);
      const variant = quick.products[0];
      const newKurus = Math.max(100, Math.round(variant.price * 100) - 1_000);
      const { body: otherQuick } = await getJson<Quick>(`/urun/hizli-kontrol/${other.catalog_id}`);
      const bulkVariant = otherQuick.products[0];

      await journey(browser(), `back-office-catalogue-${label}`, { viewport }, async ({ page, problems }) => {
        await page.goto("/yonetim/giris?redirectUrl=%2Fyonetim%2Fkatalog", { waitUntil: "networkidle" });
        await logInToBackOffice(page, MANAGER, "/yonetim/katalog");
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Katalog");

        // Find it by its sku (a GET form).
        await page.getByLabel("Ürün adı, stok kodu ya da barkod").fill(variant.sku);
        await page.getByRole("button", { name: "Ara", exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get("q") === variant.sku);
        await page.waitForLoadState("networkidle");
        const found = page.getByRole("list", { name: "Ürünler" }).getByRole("link");
        await expect.poll(() => found.count()).toBe(1);
        await expectAccessible(page, "catalogue list");
        await shot(page, `${label}-liste`);
        await found.click();
        await page.waitForURL((url) => url.pathname === `/yonetim/katalog/${item.catalog_id}`);
        await page.waitForLoadState("networkidle");

        // A price above the list price is refused on the page, in Turkish, before anything is sent.
        const price = page.getByLabel("Satış fiyatı (TL)").first();
        await price.fill("999999,99");
        await page.getByRole("button", { name: "Kaydet" }).click();
        await expect.poll(() => page.getByText("Satış fiyatı liste fiyatından yüksek olamaz.").count()).toBe(1);
        expect(await price.getAttribute("aria-invalid")).toBe("true");
        await price.fill(typedLira(newKurus));
        await page.getByRole("button", { name: "Kaydet" }).click();
        await expect.poll(() => page.getByRole("status").textContent()).toContain("Ürün kaydedildi.");
        await expectAccessible(page, "item form");
        await shot(page, `${label}-urun`);

        // A picture through the file input; a name typed meanwhile (not saved) stays in the form.
        const name = page.getByLabel("Ürün adı");
        await name.fill(`Kaydedilmemiş ad ${label}`);
        const picture = await sharp({
          create: { width: 900, height: 700, channels: 3, background: label === "desktop" ? "#0ea5e9" : "#f97316" },
        })
          .jpeg()
          .toBuffer();
        await page.getByLabel(/^Görsel dosyaları/).setInputFiles({ name: `urun-${label}.jpg`, mimeType: "image/jpeg", buffer: picture });
        await page.getByRole("button", { name: "Görselleri yükle" }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: "görsel yüklendi" }).count(), { timeout: 20_000 }).toBe(1);
        const pictures = page.getByRole("list", { name: "Ürün görselleri" }).getByRole("listitem");
        await expect.poll(() => pictures.count()).toBe(1);
        expect(await pictures.first().textContent()).toContain("Ana görsel");
        expect(await pictures.first().textContent()).toContain(`urun-${label}.jpg`);
        expect(await name.inputValue()).toBe(`Kaydedilmemiş ad ${label}`);
        const uploaded = await pictures.first().locator("img").getAttribute("src");
        expect(uploaded).toMatch(/^\/gorsel\/yuklenen\/\d+-[0-9a-f]{16}-400\.webp$/);
        await expectAccessible(page, "item pictures");
        await shot(page, `${label}-urun-gorsel`);

        // The shop has it at once: the product page's variant data (the quick check) and a fresh render of the page (the page cache keeps a copy up to 10 s).
        const after = (await (await page.request.get(`/urun/hizli-kontrol/${item.catalog_id}`)).json()) as Quick;
        expect(after.products.find((p) => p.productId === variant.productId)?.price).toBe(newKurus / 100);
        const shopPage = await page.goto(item.url, { waitUntil: "networkidle" });
        expect(shopPage?.status()).toBe(200);
        // The page shows its first variant on sale (the changed one when that is on sale) at the live price.
        const shown = after.products.find((p) => p.stock > 0 && p.status === "active") ?? after.products[0];
        await expect
          .poll(() => page.getByTestId("product-price").first().textContent())
          .toContain(formatMoney(Math.round(shown.discountedPrice * 100)));
        // And the uploaded picture, in its 800 px size.
        const gallery = page.getByRole("button", { name: /görselini büyüt$/ }).locator("img");
        expect(await gallery.getAttribute("src")).toBe(uploaded!.replace("-400.webp", "-800.webp"));
        await expect.poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);

        // The CSV: one change and one bad row; preview, then apply.
        await page.goto("/yonetim/katalog/toplu-guncelleme", { waitUntil: "networkidle" });
        const csv = `sku;price;original_price;stock\n${bulkVariant.sku};;;${label === "desktop" ? 41 : 42}\nYOK-BOYLE-SKU;10,00;;\n`;
        await page
          .getByLabel("CSV dosyası", { exact: true })
          .setInputFiles({ name: "stok.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
        await page.getByRole("button", { name: "Önizle" }).click();
        await expect.poll(() => page.getByRole("table", { name: "Değişecekler" }).getByRole("row").count()).toBe(2);
        expect(await page.getByRole("table", { name: /Hatalı satırlar/ }).textContent()).toContain("Bu stok kodunda bir ürün yok.");
        await expectAccessible(page, "bulk preview");
        await shot(page, `${label}-toplu-onizleme`);
        await page.getByRole("button", { name: "Uygula" }).click();
        await expect.poll(() => page.getByRole("status").textContent()).toContain("1 varyant güncellendi");
        await shot(page, `${label}-toplu-uygulandi`);
        expect(problems).toEqual([]);
      });
    });
  }
});
