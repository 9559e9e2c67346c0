/**
 * Basket journeys (spec sections 2, 5, 8 and 9): /cart/ and the header's mini-basket.
 *
 *   desktop 1280: two variants put in the basket from the page (POST /cart/add); the basket page
 *                 shows the lines and totals; '+' says 'Sepetiniz güncellendi' and the reloaded
 *                 page has the new total and a changed free-shipping bar; '+' at the maximum shows
 *                 the spec's message without a call; hovering 'Sepetim' opens the mini-basket;
 *                 a guest's 'Alışverişi Tamamla' offers log in or continue; a line goes after
 *                 confirming, then the empty basket;
 *   phone 390:    the totals follow the lines, nothing overflows, the header link just opens /cart/.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";
import { addFromPage, skipCookieBanner } from "../support/buying";

type Variant = { productId: number; stock: number; status: string; price: number; attributes: { name: string; value: string }[] };
type Pick = { productId: number; price: number; stock: number; name: string; size: string };

const browser = sharedBrowser();
/** `cheap`: under 200 TL, stock ≥ 3 (two of it stay under the 500 TL threshold); `scarce`: stock 2..5. */
let cheap: Pick | null = null;
let scarce: Pick | null = null;

const sizeOf = (v: Variant) => v.attributes.find((a) => a.name === "Beden")?.value ?? "";

async function choose(base: string) {
  const json = async <T>(path: string) => (await (await fetch(`${base}${path}`, { headers: { Accept: "application/json" } })).json()) as T;
  const listing = await json<{ items: { catalog_id: number; name: string; type: string }[] }>(
    "/arama/ajax/urunler?category=giyim&sort[price]=asc",
  );
  for (const item of listing.items) {
    if (item.type === "teshir" || (cheap && scarce)) continue;
    const { products } = await json<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    for (const v of products.filter((p) => p.status === "active" && sizeOf(p))) {
      const pick = { productId: v.productId, price: v.price, stock: v.stock, name: item.name, size: sizeOf(v) };
      if (!cheap && v.stock >= 3 && v.price < 200) cheap = pick;
      else if (!scarce && v.stock >= 2 && v.stock <= 5 && item.name !== cheap?.name) scarce = pick;
    }
  }
}

/** The page reloads its data a second after an update (spec section 9): wait well past that. */
const RELOADED = { timeout: 10_000 };

const kurus = (tl: number) => Math.round(tl * 100);

const line = (page: Page, p: Pick) => page.getByRole("listitem", { name: `${p.name}, ${p.size}`, exact: true });

beforeAll(async () => {
  await choose(baseURL());
}, 60_000);

describe("basket", () => {
  it("updates, totals, limits and empties the basket; the mini-basket shows it (1280×800)", async () => {
    expect(cheap, "a giyim variant under 200 TL with stock ≥ 3").toBeTruthy();
    expect(scarce, "a second giyim variant with stock 2..5").toBeTruthy();
    const [a, b] = [cheap!, scarce!];
    await journey(browser(), "basket-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/cart/", { waitUntil: "networkidle" });
      await page.getByText("Sepetinizde ürün bulunmamaktadır.").first().waitFor();

      await addFromPage(page, a.productId, 1);
      await page.goto("/cart/", { waitUntil: "networkidle" });
      const first = line(page, a);
      await first.waitFor();
      expect(await first.getByRole("link", { name: a.name }).getAttribute("href")).toMatch(/^\/urun\/.+-\d+$/);
      expect(await page.getByTestId("cart-subtotal").textContent()).toBe(formatMoney(kurus(a.price)));
      expect(await page.getByTestId("cart-shipping").textContent()).toBe(formatMoney(4990));
      const bar = page.getByRole("progressbar", { name: "Ücretsiz kargoya kalan" });
      const before = Number(await bar.getAttribute("aria-valuenow"));
      expect(await page.getByTestId("free-shipping-text").textContent()).toContain(
        `Ücretsiz kargo için ${formatMoney(50_000 - kurus(a.price))} daha ekleyin`,
      );

      // '+' sends +1, says so, and the page reloads a second later with the new totals.
      await first.getByRole("button", { name: "Adedi artır" }).click();
      await page.getByText("Sepetiniz güncellendi").first().waitFor();
      await expect.poll(() => page.getByTestId("cart-subtotal").textContent(), RELOADED).toBe(formatMoney(2 * kurus(a.price)));
      expect(Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(before);
      expect(await page.getByTestId("free-shipping-text").textContent()).toContain(formatMoney(50_000 - 2 * kurus(a.price)));
      await page.getByRole("link", { name: "Sepetim, 2 ürün" }).waitFor();

      // At the maximum, '+' explains the limit without calling the shop.
      const max = Math.min(b.stock, 10);
      await addFromPage(page, b.productId, max);
      await page.reload({ waitUntil: "networkidle" });
      let calls = 0;
      page.on("request", (r) => {
        if (r.url().endsWith("/cart/add")) calls++;
      });
      await line(page, b).getByRole("button", { name: "Adedi artır" }).click();
      await page.getByText(`Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`).first().waitFor();
      expect(calls).toBe(0);

      // The mini-basket opens on hover with the lines and the buttons.
      await page.getByRole("link", { name: `Sepetim, ${2 + max} ürün` }).hover();
      const mini = page.getByRole("region", { name: "Sepet özeti" });
      await mini.getByText(`2 × ${formatMoney(kurus(a.price))}`).waitFor();
      expect(await mini.getByRole("link", { name: "Sepete Git" }).getAttribute("href")).toBe("/cart/");
      await mini.getByRole("link", { name: "Alışverişi Tamamla" }).waitFor();
      await page.mouse.move(640, 780);
      await mini.waitFor({ state: "hidden" });

      // A guest chooses how to check out.
      await page.getByRole("complementary", { name: "Sepet toplamı" }).getByRole("link", { name: "Alışverişi Tamamla" }).click();
      const choice = page.getByRole("dialog");
      expect(await choice.getByRole("link", { name: "Üye Olmadan Devam Et" }).getAttribute("href")).toBe("/payment/guest-checkout");
      await choice.getByRole("link", { name: "Giriş Yap" }).waitFor();
      await page.keyboard.press("Escape");
      await choice.waitFor({ state: "hidden" });

      // Removing asks first; 'Vazgeç' keeps the line, 'Evet, Çıkar' removes it.
      const removeA = line(page, a).getByRole("button", { name: /sepetten çıkar$/ });
      await removeA.click();
      const confirm = page.getByRole("alertdialog");
      await confirm.getByText("Ürünü sepetinizden çıkarmak istediğinize emin misiniz?").waitFor();
      await confirm.getByRole("button", { name: "Vazgeç" }).click();
      expect(await line(page, a).isVisible()).toBe(true);
      await removeA.click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Evet, Çıkar" }).click();
      await line(page, a).waitFor({ state: "detached" });
      await line(page, b)
        .getByRole("button", { name: /sepetten çıkar$/ })
        .click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Evet, Çıkar" }).click();
      await page.getByRole("link", { name: "Alışverişe Başla" }).waitFor();
      await page.getByRole("link", { name: "Sepetim, 0 ürün" }).waitFor();
      expect(problems).toEqual([]);
    });
  });

  it("puts the totals under the lines on a phone and opens /cart/ from the header (390×844)", async () => {
    expect(cheap).toBeTruthy();
    const a = cheap!;
    await journey(browser(), "basket-phone", { viewport: PHONE, isMobile: true, hasTouch: true }, async ({ context, page, problems }) => {
      await skipCookieBanner(context);
      await page.goto("/", { waitUntil: "networkidle" });
      await addFromPage(page, a.productId, 1);
      await page.reload({ waitUntil: "networkidle" });
      await page.getByRole("link", { name: "Sepetim, 1 ürün" }).click();
      await page.waitForURL(/\/cart\/$/);
      expect(await page.getByRole("region", { name: "Sepet özeti" }).count()).toBe(0);

      const row = line(page, a);
      await row.waitFor();
      const rowBox = (await row.boundingBox())!;
      const totalsBox = (await page.getByRole("complementary", { name: "Sepet toplamı" }).boundingBox())!;
      expect(totalsBox.y).toBeGreaterThan(rowBox.y + rowBox.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);

      await row.getByRole("button", { name: "Adedi artır" }).click();
      await page.getByText("Sepetiniz güncellendi").first().waitFor();
      await expect.poll(() => page.getByTestId("cart-subtotal").textContent(), RELOADED).toBe(formatMoney(2 * kurus(a.price)));
      // The total: the products, less a campaign they fall in (its own line), plus shipping.
      const money = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d,]/g, "").replace(",", ".")) * 100);
      const campaignKurus = (await page.getByTestId("campaign-line").locator("dd").allTextContents()).reduce(
        (sum, text) => sum + money(text),
        0,
      );
      const goods = 2 * kurus(a.price) - campaignKurus;
      await expect
        .poll(() => page.getByTestId("cart-total").textContent(), RELOADED)
        .toBe(formatMoney(goods + (goods >= 50_000 ? 0 : 4990)));

      const note = page.getByRole("textbox", { name: "Hediye Notu" });
      await note.fill("Doğum günün kutlu olsun!");
      await page.getByText("24/250 karakter").waitFor();
      await page.getByRole("button", { name: "Notu Kaydet" }).click();
      await page.getByText("Sepetiniz güncellendi").first().waitFor();
      await page.reload({ waitUntil: "networkidle" });
      expect(await page.getByRole("textbox", { name: "Hediye Notu" }).inputValue()).toBe("Doğum günün kutlu olsun!");
      expect(problems).toEqual([]);
    });
  });
});
