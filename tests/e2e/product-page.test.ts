/**
 * Product page journeys (spec sections 2, 4, 5, 8): /urun/{sefUrl}-{catalogId}.
 *
 *   desktop 1280: a giyim product with a variant of stock ≥ 2 (chosen with the quick-check call):
 *                 h1 and price, pick the variant, step '+' past the maximum and see the notice,
 *                 'Sepete Ekle' → 'Ürün sepetinize eklendi' and the header's 'Sepetim, N ürün';
 *   phone 390:    the same page with the section dropdown instead of tabs;
 *   addresses:    a wrong sefUrl redirects (301) to the canonical one, an unknown id is a 404 page;
 *   stock:        a sold-out size shows 'Yakında Stoklarda' instead of the sale buttons, an in-stock
 *                 one brings them back; a 'teshir' item has no basket control;
 *   sticky bar:   after scrolling past 'Sepete Ekle' (1280 and 390) the bar shows the size and adds;
 *                 on a phone it sits at the bottom without covering 'Yukarı çık';
 *   Hemen Al:     a guest gets the login-or-continue popup; with the size deselected both buttons
 *                 say 'Lütfen Önce Beden Seçiniz' and send nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";
import { expectGuestCheckoutChoice, type QuickCheckVariant, sizeLabel, skipCookieBanner } from "../support/buying";

type Variant = QuickCheckVariant;
type Pick = { url: string; label: string; stock: number };

const browser = sharedBrowser();
let pick: Pick | null = null;

async function choose(base: string): Promise<Pick | null> {
  const listing = (await (
    await fetch(`${base}/arama/ajax/urunler?category=giyim`, { headers: { Accept: "application/json" } })
  ).json()) as {
    items: { catalog_id: number; url: string; type: string }[];
  };
  for (const item of listing.items) {
    if (item.type === "teshir") continue;
    const answer = await fetch(`${base}/urun/hizli-kontrol/${item.catalog_id}`, { headers: { Accept: "application/json" } });
    if (!answer.ok) continue;
    const { products } = (await answer.json()) as { products: Variant[] };
    const names = products.map(sizeLabel);
    const variant = products.find((v) => v.stock >= 2 && v.status === "active" && names.filter((n) => n === sizeLabel(v)).length === 1);
    if (variant) return { url: item.url, label: sizeLabel(variant), stock: variant.stock };
  }
  return null;
}

beforeAll(async () => {
  pick = await choose(baseURL());
}, 60_000);

describe("product page", () => {
  it("shows the product, keeps the quantity within the maximum and adds to the basket (1280×800)", async () => {
    expect(pick, "no giyim product with a variant of stock ≥ 2").toBeTruthy();
    const { url, label: size, stock } = pick!;
    const max = Math.min(stock, 10);
    await journey(browser(), "product-page-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto(url, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expect
        .poll(() =>
          page
            .getByText(/\d+,\d{2} TL/)
            .first()
            .isVisible(),
        )
        .toBe(true);
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

      await page.getByRole("link", { name: "Sepetim, 0 ürün", exact: true }).first().waitFor();
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
      await page
        .getByRole("link", { name: `Sepetim, ${body.cart.quantity} ürün` })
        .first()
        .waitFor();

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
    await journey(
      browser(),
      "product-page-phone",
      { viewport: PHONE, isMobile: true, hasTouch: true },
      async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto(pick!.url, { waitUntil: "networkidle" });
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await page.getByRole("tablist").isVisible()).toBe(false);
        const sections = page.getByRole("combobox", { name: "Bölüm seçin" });
        const options = await sections.locator("option").allTextContents();
        const comments = options.find((o) => o.startsWith("Değerlendirmeler"));
        expect(comments, `no comments section among ${options.join(", ")}`).toBeTruthy();
        await sections.selectOption({ label: comments! });
        await page
          .getByRole("tabpanel", { name: /Değerlendirmeler/ })
          .or(page.getByText("Henüz değerlendirme yapılmamış."))
          .first()
          .waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(PHONE.width + 1);
        expect(problems).toEqual([]);
      },
    );
  });

  it("redirects a wrong sefUrl to the canonical address and answers 404 for an unknown product", async () => {
    expect(pick).toBeTruthy();
    const id = /-(\d+)$/.exec(pick!.url)![1];
    const wrong = await fetch(`${baseURL()}/urun/yanlis-ad-${id}`, { redirect: "manual" });
    expect(wrong.status).toBe(301);
    expect(new URL(wrong.headers.get("location")!, baseURL()).pathname).toBe(pick!.url);

    await journey(browser(), "product-page-missing", { viewport: DESKTOP }, async ({ page }) => {
      const response = await page.goto("/urun/yok-99999999");
      expect(response?.status()).toBe(404);
      const redirected = await page.goto(`/urun/yanlis-ad-${id}`);
      expect(new URL(redirected!.url()).pathname).toBe(pick!.url);
    });
  });
});

type Item = { catalog_id: number; url: string; type: string };

/** The first giyim item (first three pages) that `wanted` accepts, with its variants. */
async function findItem(wanted: (item: Item, variants: Variant[]) => boolean): Promise<{ item: Item; variants: Variant[] } | null> {
  for (let page = 1; page <= 3; page++) {
    const listing = (await (
      await fetch(`${baseURL()}/arama/ajax/urunler?category=giyim&page=${page}`, { headers: { Accept: "application/json" } })
    ).json()) as {
      items: Item[];
    };
    for (const item of listing.items) {
      const answer = await fetch(`${baseURL()}/urun/hizli-kontrol/${item.catalog_id}`, { headers: { Accept: "application/json" } });
      if (!answer.ok) continue;
      const { products } = (await answer.json()) as { products: Variant[] };
      if (wanted(item, products)) return { item, variants: products };
    }
  }
  return null;
}

const uniqueLabels = (variants: Variant[]) => new Set(variants.map(sizeLabel)).size === variants.length;
const onSale = (v: Variant) => v.stock > 0 && v.status === "active";

describe("product page buying controls", () => {
  it("shows 'Yakında Stoklarda' for a sold-out size and the sale buttons for an in-stock one; none for 'teshir' (1280×800)", async () => {
    const mixed = await findItem(
      (item, vs) => item.type !== "teshir" && uniqueLabels(vs) && vs.some(onSale) && vs.some((v) => v.stock === 0),
    );
    const display = await findItem((item) => item.type === "teshir");
    expect(mixed, "no giyim item with both a sold-out and an in-stock size").toBeTruthy();
    expect(display, "no 'teshir' giyim item in the first pages").toBeTruthy();
    const soldOut = sizeLabel(mixed!.variants.find((v) => v.stock === 0)!);
    const inStock = sizeLabel(mixed!.variants.find(onSale)!);

    await journey(browser(), "product-page-stock", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto(mixed!.item.url, { waitUntil: "networkidle" });
      const sizes = page.getByRole("group", { name: "Beden" });
      // On load the first in-stock size is chosen: the sale buttons show.
      await page.getByRole("button", { name: "Sepete Ekle" }).waitFor();
      await page.getByText("Stok: Var").waitFor();

      await sizes.getByRole("button", { name: soldOut, exact: true }).click();
      await page.getByRole("button", { name: "Yakında Stoklarda" }).waitFor();
      await page.getByText("Stok: Yok").waitFor();
      expect(await page.getByRole("button", { name: "Sepete Ekle" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Hemen Al" }).count()).toBe(0);

      await sizes.getByRole("button", { name: inStock, exact: true }).click();
      await page.getByRole("button", { name: "Hemen Al" }).waitFor();
      expect(await page.getByRole("button", { name: "Yakında Stoklarda" }).count()).toBe(0);

      await page.goto(display!.item.url, { waitUntil: "networkidle" });
      await page.getByText("Bu ürün mağazalarımızda teşhir amaçlıdır.").waitFor();
      expect(await page.getByRole("button", { name: "Sepete Ekle" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Hemen Al" }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole("link", { name: "Sepetim, 0 ürün" }).first().waitFor();
      expect(await page.getByRole("region", { name: "Sepete ekleme çubuğu" }).count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });

  it("shows the sticky bar after scrolling past 'Sepete Ekle' and adds from it; 'Hemen Al' gives a guest the choice (1280×800)", async () => {
    expect(pick).toBeTruthy();
    const { url, label: size } = pick!;
    await journey(browser(), "product-page-sticky-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto(url, { waitUntil: "networkidle" });
      const variant = page.getByRole("group", { name: "Beden" }).getByRole("button", { name: size, exact: true });
      if ((await variant.getAttribute("aria-pressed")) !== "true") await variant.click();
      const bar = page.getByRole("region", { name: "Sepete ekleme çubuğu" });
      expect(await bar.count()).toBe(0);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await bar.waitFor();
      await bar.getByText(`Beden: ${size}`).waitFor();
      await bar.getByRole("button", { name: "Sepete Ekle" }).click();
      const added = page.getByRole("dialog", { name: "Ürün sepetinize eklendi" });
      await added.waitFor();
      await added.getByText("Sepetinizde toplam 1 ürün var.").waitFor();
      await added.getByRole("button", { name: "Alışverişe Devam Et" }).click();
      await added.waitFor({ state: "hidden" });
      await page.getByRole("link", { name: "Sepetim, 1 ürün" }).first().waitFor();

      // Back at the top the bar goes away; 'Hemen Al' as a guest offers login or guest checkout.
      await page.evaluate(() => window.scrollTo(0, 0));
      await bar.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Hemen Al" }).click();
      const choice = await expectGuestCheckoutChoice(page);
      await page.keyboard.press("Escape");
      await choice.waitFor({ state: "hidden" });
      await page.getByRole("link", { name: "Sepetim, 2 ürün" }).first().waitFor();

      // Size deselected: both buttons ask for a size and send nothing.
      let posted = 0;
      page.on("request", (r) => {
        if (r.url().endsWith("/cart/add") && r.method() === "POST") posted++;
      });
      await variant.click();
      expect(await variant.getAttribute("aria-pressed")).toBe("false");
      await page.getByRole("button", { name: "Hemen Al" }).click();
      await page.getByText("Lütfen Önce Beden Seçiniz").first().waitFor();
      await page.getByRole("button", { name: "Sepete Ekle" }).click();
      expect(posted).toBe(0);
      expect(problems).toEqual([]);
    });
  });

  it("puts the sticky bar at the bottom of a phone, clear of 'Yukarı çık', and asks for a size from it (390×844)", async () => {
    expect(pick).toBeTruthy();
    const { url, label: size } = pick!;
    await journey(
      browser(),
      "product-page-sticky-phone",
      { viewport: PHONE, isMobile: true, hasTouch: true },
      async ({ context, page, problems }) => {
        await skipCookieBanner(context);
        await page.goto(url, { waitUntil: "networkidle" });
        const variant = page.getByRole("group", { name: "Beden" }).getByRole("button", { name: size, exact: true });
        const chosen = page.getByRole("group", { name: "Beden" }).getByRole("button", { pressed: true });
        if ((await chosen.count()) > 0) await chosen.click();
        expect(await chosen.count()).toBe(0);

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const bar = page.getByRole("region", { name: "Sepete ekleme çubuğu" });
        await bar.waitFor();
        const top = page.getByRole("button", { name: "Yukarı çık" });
        await top.waitFor();
        const [barBox, topBox] = [await bar.boundingBox(), await top.boundingBox()];
        expect(Math.round(barBox!.y + barBox!.height)).toBe(PHONE.height);
        expect(topBox!.y + topBox!.height).toBeLessThanOrEqual(barBox!.y);

        // No size: the bar asks for one and brings the picker into view.
        await bar.getByText("Beden seçilmedi").waitFor();
        await bar.getByRole("button", { name: "Sepete Ekle" }).click();
        await page.getByText("Lütfen Önce Beden Seçiniz").first().waitFor();
        await expect
          .poll(() => variant.evaluate((b) => b.getBoundingClientRect().top > 0 && b.getBoundingClientRect().bottom < window.innerHeight))
          .toBe(true);
        await variant.click();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await bar.getByText(`Beden: ${size}`).waitFor();
        await bar.getByRole("button", { name: "Sepete Ekle" }).click();
        await page.getByRole("dialog", { name: "Ürün sepetinize eklendi" }).waitFor();
        expect(problems).toEqual([]);
      },
    );
  });
});
