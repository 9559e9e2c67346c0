/**
 * Product page journeys (spec sections 2, 4, 5, 8): /urun/{sefUrl}-{catalogId}.
 *
 *   desktop 1280: a giyim product with a variant of stock ≥ 2 (chosen with the quick-check call):
 *                 h1 and price, pick the variant, step '+' past the maximum and see the notice,
 *                 'Sepete Ekle' → 'Ürün sepetinize eklendi' and the header's 'Sepetim, N ürün';
 *   phone 390:    the same page with the section dropdown instead of tabs;
 *   addresses:    a wrong sefUrl redirects (301) to the canonical one, an unknown id is a 404 page.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseURL, journey, launchBrowser } from "../support/browser";

type Variant = { productId: number; stock: number; status: string; name: string; attributes: { name: string; value: string }[] };
type Pick = { url: string; label: string; stock: number };

let browser: Browser;
let pick: Pick | null = null;

const label = (v: Variant) => v.attributes.find((a) => a.name.toLocaleLowerCase("tr-TR") === "beden")?.value || v.name;

async function choose(base: string): Promise<Pick | null> {
  const listing = (await (await fetch(`${base}/arama/ajax/urunler?category=giyim`, { headers: { Accept: "application/json" } })).json()) as {
    items: { catalog_id: number; url: string; type: string }[];
  };
  for (const item of listing.items) {
    if (item.type === "teshir") continue;
    const answer = await fetch(`${base}/urun/hizli-kontrol/${item.catalog_id}`, { headers: { Accept: "application/json" } });
    if (!answer.ok) continue;
    const { products } = (await answer.json()) as { products: Variant[] };
    const names = products.map(label);
    const variant = products.find((v) => v.stock >= 2 && v.status === "active" && names.filter((n) => n === label(v)).length === 1);
    if (variant) return { url: item.url, label: label(variant), stock: variant.stock };
  }
  return null;
}

const skipCookieBanner = (context: BrowserContext) =>
  context.addCookies([{ name: "cookieconsent_status", value: "dismiss", url: baseURL() }]);

beforeAll(async () => {
  browser = await launchBrowser();
  pick = await choose(baseURL());
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe("product page", () => {
  it("shows the product, keeps the quantity within the maximum and adds to the basket (1280×800)", async () => {
    expect(pick, "no giyim product with a variant of stock ≥ 2").toBeTruthy();
    const { url, label: size, stock } = pick!;
    const max = Math.min(stock, 10);
    await journey(browser, "product-page-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto(url, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expect.poll(() => page.getByText(/\d+,\d{2} TL/).first().isVisible()).toBe(true);
      await page.getByRole("navigation", { name: "Sayfa yolu" }).getByRole("link", { name: "Ana Sayfa" }).waitFor();
      expect(await page.getByRole("tablist").isVisible()).toBe(true);

      const sizes = page.getByRole("group", { name: "Beden" });
      const variant = sizes.getByRole("button", { name: size, exact: true });
      if ((await variant.getAttribute("aria-pressed")) !== "true") await variant.click();
      expect(await variant.getAttribute("aria-pressed")).toBe("true");
      await page.getByText("Stok: Var").waitFor();

      const quantity = page.getByLabel("Adet", { exact: true });
      expect(await quantity.inputValue()).toBe("1");
      const plus = page.getByRole("button", { name: "Adedi artır" });
      for (let i = 1; i < max; i++) await plus.click();
      expect(await quantity.inputValue()).toBe(String(max));
      await plus.click();
      await page.getByText(`Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`).first().waitFor();
      expect(await quantity.inputValue()).toBe(String(max));
      await page.getByRole("button", { name: "Adedi azalt" }).click();
      expect(await quantity.inputValue()).toBe(String(max - 1));

      const cartLink = page.getByRole("link", { name: /^Sepetim, \d+ ürün$/ }).first();
      expect(await cartLink.getAttribute("aria-label")).toBe("Sepetim, 0 ürün");
      const answer = page.waitForResponse((r) => r.url().endsWith("/cart/add") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Sepete Ekle" }).click();
      const body = (await (await answer).json()) as { success: boolean; cart: { quantity: number } };
      expect(body.success).toBe(true);
      const added = page.getByRole("dialog", { name: "Ürün sepetinize eklendi" });
      await added.waitFor();
      expect(await added.getByRole("link", { name: "Sepete Git" }).getAttribute("href")).toBe("/cart/");
      expect(body.cart.quantity).toBeGreaterThan(0);
      await added.getByRole("button", { name: "Alışverişe Devam Et" }).click();
      await added.waitFor({ state: "hidden" });
      // The open dialog hides the page from assistive technology: the header is read once it closes.
      await page.getByRole("link", { name: `Sepetim, ${body.cart.quantity} ürün` }).first().waitFor();

      // Clicking the chosen size again clears the choice: the stepper asks for a size first.
      await variant.click();
      expect(await variant.getAttribute("aria-pressed")).toBe("false");
      await plus.click();
      await page.getByText("Lütfen Önce Beden Seçiniz").first().waitFor();
      expect(problems).toEqual([]);
    });
  });

  it("offers the sections as a dropdown on a phone (390×844)", async () => {
    expect(pick).toBeTruthy();
    await journey(browser, "product-page-phone", { viewport: PHONE, isMobile: true, hasTouch: true }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto(pick!.url, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("tablist").isVisible()).toBe(false);
      const sections = page.getByRole("combobox", { name: "Bölüm seçin" });
      await sections.selectOption({ index: 1 });
      await page.getByRole("tabpanel", { name: /Değerlendirmeler/ }).or(page.getByText("Henüz değerlendirme yapılmamış.")).first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width + 1);
      expect(problems).toEqual([]);
    });
  });

  it("redirects a wrong sefUrl to the canonical address and answers 404 for an unknown product", async () => {
    expect(pick).toBeTruthy();
    const id = /-(\d+)$/.exec(pick!.url)![1];
    const wrong = await fetch(`${baseURL()}/urun/yanlis-ad-${id}`, { redirect: "manual" });
    expect(wrong.status).toBe(301);
    expect(new URL(wrong.headers.get("location")!, baseURL()).pathname).toBe(pick!.url);

    await journey(browser, "product-page-missing", { viewport: DESKTOP }, async ({ page }) => {
      const response = await page.goto("/urun/yok-99999999");
      expect(response?.status()).toBe(404);
      const redirected = await page.goto(`/urun/yanlis-ad-${id}`);
      expect(new URL(redirected!.url()).pathname).toBe(pick!.url);
    });
  });
});
