/**
 * Quick view from listing cards (spec section 2, '/urun/hizli-gorunum/'; PRODUCT.md: it opens with
 * no size picked), at 1280 and at 390 px, as a guest:
 *   open /kategori/giyim, 'Hızlı Bak: {name}' on a card → a dialog with the product and no size
 *   chosen; 'Sepete Ekle' → 'Lütfen Önce Beden Seçiniz'; pick a size → its stock capped at 10
 *   ('Stok: 10+ adet'); 'Sepete Ekle' → the success popup and the header's count goes up; open
 *   it again, pick the size, 'Hemen Al' → the guest's login-or-continue popup with both choices.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";
import { expectGuestCheckoutChoice, type QuickCheckVariant, sizeLabel, skipCookieBanner } from "../support/buying";

type Variant = QuickCheckVariant;
type Item = { catalog_id: number; name: string; url: string; type: string };
type Pick = { item: Item; label: string; stock: number };

const browser = sharedBrowser();
let pick: Pick | null = null;

/** A card on the first page of /kategori/giyim with a uniquely named size of stock ≥ 2 (two adds). */
async function choose(base: string): Promise<Pick | null> {
  const listing = (await (
    await fetch(`${base}/arama/ajax/urunler?category=giyim`, { headers: { Accept: "application/json" } })
  ).json()) as { items: Item[] };
  for (const item of listing.items) {
    if (item.type === "teshir" || listing.items.filter((i) => i.name === item.name).length > 1) continue;
    const answer = await fetch(`${base}/urun/hizli-kontrol/${item.catalog_id}`, { headers: { Accept: "application/json" } });
    if (!answer.ok) continue;
    const { products } = (await answer.json()) as { products: Variant[] };
    const names = products.map(sizeLabel);
    const variant = products.find((v) => v.stock >= 2 && v.status === "active" && names.filter((n) => n === sizeLabel(v)).length === 1);
    if (variant) return { item, label: sizeLabel(variant), stock: variant.stock };
  }
  return null;
}

async function openQuickView(page: Page, item: Item) {
  const button = page.getByRole("button", { name: `Hızlı Bak: ${item.name}`, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("link", { name: "Ürün Detayına Git" }).waitFor();
  return dialog;
}

async function buyFromQuickView(page: Page, pickInfo: Pick) {
  const { item, label: size, stock } = pickInfo;
  await page.goto("/kategori/giyim", { waitUntil: "networkidle" });
  // The header is read before a dialog hides the page from assistive technology.
  await page.getByRole("link", { name: "Sepetim, 0 ürün" }).first().waitFor();

  let dialog = await openQuickView(page, item);
  expect(await dialog.getByRole("link", { name: "Ürün Detayına Git" }).getAttribute("href")).toBe(item.url);
  const sizes = dialog.getByRole("group", { name: "Beden" }).getByRole("button");
  expect(await sizes.count()).toBeGreaterThan(0);
  for (const pressed of await sizes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-pressed"))))
    expect(pressed).toBe("false");

  // No size yet: adding asks for one and sends nothing.
  let posted = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/cart/add") && r.method() === "POST") posted++;
  });
  await dialog.getByRole("button", { name: "Sepete Ekle" }).click();
  await page.getByText("Lütfen Önce Beden Seçiniz").first().waitFor();
  expect(posted).toBe(0);

  await dialog.getByRole("group", { name: "Beden" }).getByRole("button", { name: size, exact: true }).click();
  await dialog.getByText(stock > 10 ? "Stok: 10+ adet" : `Stok: ${stock} adet`, { exact: true }).waitFor();

  await dialog.getByRole("button", { name: "Sepete Ekle" }).click();
  const added = page.getByRole("dialog", { name: "Ürün sepetinize eklendi" });
  await added.waitFor();
  await added.getByText(`Beden: ${size}`).waitFor();
  await added.getByText("Sepetinizde toplam 1 ürün var.").waitFor();
  await added.getByRole("button", { name: "Alışverişe Devam Et" }).click();
  await added.waitFor({ state: "hidden" });
  await page.getByRole("link", { name: "Sepetim, 1 ürün" }).first().waitFor();

  // 'Hemen Al' as a guest: the login-or-continue choice.
  dialog = await openQuickView(page, item);
  await dialog.getByRole("group", { name: "Beden" }).getByRole("button", { name: size, exact: true }).click();
  await dialog.getByRole("button", { name: "Hemen Al" }).click();
  await expectGuestCheckoutChoice(page);
  expect(posted).toBe(2);
}

beforeAll(async () => {
  pick = await choose(baseURL());
}, 60_000);

describe("quick view", () => {
  it("opens from a category card with no size, asks for one, adds and offers the guest choice (1280×800)", async () => {
    expect(pick, "no giyim card with a size of stock ≥ 2").toBeTruthy();
    await journey(browser(), "quick-view-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await buyFromQuickView(page, pick!);
      expect(problems).toEqual([]);
    });
  });

  it("does the same on a phone (390×844)", async () => {
    expect(pick).toBeTruthy();
    await journey(
      browser(),
      "quick-view-phone",
      { viewport: PHONE, isMobile: true, hasTouch: true },
      async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await buyFromQuickView(page, pick!);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(PHONE.width + 1);
        expect(problems).toEqual([]);
      },
    );
  });
});
