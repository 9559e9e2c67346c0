/**
 * The product page's extras (spec section 2): installments tab, 'Hangi Mağazada Var?', the gallery's
 * magnified view and lightbox, the size table and the product video.
 *
 *   desktop 1280: a giyim product whose sizes differ in price: 'Taksit Seçenekleri' shows 'Peşin' at
 *                 the chosen size's price and follows another size; the store popup lists what the
 *                 store-stock call lists (and filters by city); hovering magnifies; the lightbox
 *                 steps with buttons and arrow keys and closes; 'Beden Tablosu' marks the chosen
 *                 size; catalogue item 1 (a demo item with a video) plays in the YouTube/Vimeo player;
 *   phone 390:    the lightbox by tap and buttons, the section dropdown's installments, the store popup.
 */
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney, parseLira } from "#app/lib/money";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";
import { skipCookieBanner } from "../support/buying";

type Variant = { sku: string; stock: number; status: string; price: number; name: string; attributes: { name: string; value: string }[] };
type StockAnswer = {
  success: boolean;
  message: string;
  result: { StokBilgi: { Sehir: string; MagazaAdi: string }[]; Sehirler: { id: number; name: string }[] };
};
/** A product whose first in-stock size (selected on load) and another in-stock size differ in price. */
type Pick = { url: string; name: string; first: Variant; other: Variant };

const browser = sharedBrowser();
let pick: Pick | null = null;

const size = (v: Variant) => v.attributes.find((a) => a.name === "Beden")?.value ?? v.name;
const onSale = (v: Variant) => v.stock > 0 && v.status === "active";
const money = (lira: number) => formatMoney(parseLira(lira)!);
const getJson = async <T>(path: string) =>
  (await fetch(`${baseURL()}${path}`, { headers: { Accept: "application/json" } })).json() as Promise<T>;

async function choose(): Promise<Pick | null> {
  const listing = await getJson<{ items: { catalog_id: number; url: string; type: string; name: string }[] }>(
    "/arama/ajax/urunler?category=giyim",
  );
  for (const item of listing.items) {
    if (item.type === "teshir") continue;
    const { products } = await getJson<{ products?: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const first = products?.find(onSale);
    const other = first && products!.find((v) => onSale(v) && v.price !== first.price);
    if (first && other) return { url: item.url, name: item.name, first, other };
  }
  return null;
}

/** The 'Peşin' row of the Bonus card's table. */
const cashRow = (page: Page) => page.getByRole("table", { name: "Bonus" }).getByRole("row", { name: /^Peşin/ });

async function openPage(page: Page, context: BrowserContext, url: string) {
  await skipCookieBanner(context);
  await page.goto(url, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1 }).waitFor();
}

/** Opens 'Hangi Mağazada Var?' and checks it shows what the call answers for the sku. */
async function checkStorePopup(page: Page, sku: string, tryCity: boolean) {
  const expected = await getJson<StockAnswer>(`/urun/magaza-stok/${encodeURIComponent(sku)}`);
  await page.getByRole("button", { name: "Hangi Mağazada Var?" }).click();
  const dialog = page.getByRole("dialog", { name: "Hangi Mağazada Var?" });
  await dialog.waitFor();
  await dialog.getByText(`Ürün Kodu: ${sku}`).waitFor();
  const rows = expected.result.StokBilgi;
  if (rows.length === 0) {
    await dialog.getByText("Seçmiş olduğunuz ürün, hiçbir mağazamızda bulunmamaktadır.").waitFor();
  } else {
    const list = dialog.getByRole("list", { name: "Stoğu olan mağazalar" });
    await list.waitFor();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(rows.length);
    for (const row of rows) await list.getByText(row.MagazaAdi, { exact: true }).waitFor();
    const select = dialog.getByLabel("Şehir");
    expect(await select.locator("option").allTextContents()).toEqual(["Tüm Şehirler", ...expected.result.Sehirler.map((c) => c.name)]);
    const city = expected.result.Sehirler[1];
    if (tryCity && city) {
      await select.selectOption({ label: city.name });
      const inCity = rows.filter((r) => r.Sehir === city.name);
      await expect.poll(() => list.getByRole("listitem").count()).toBe(inCity.length);
      for (const row of inCity) await list.getByText(row.MagazaAdi, { exact: true }).waitFor();
    }
  }
  await dialog.getByRole("button", { name: "Kapat" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Opens the gallery's lightbox with `open` and steps through it with its buttons. */
async function checkLightbox(page: Page, name: string, open: () => Promise<void>, keys: boolean) {
  await open();
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  await dialog.getByRole("img", { name: `${name} - görsel 1` }).waitFor();
  await dialog.getByRole("button", { name: "Sonraki görsel" }).click();
  await dialog.getByRole("img", { name: `${name} - görsel 2` }).waitFor();
  await dialog.getByText("2 / 4").waitFor();
  await dialog.getByRole("button", { name: "Önceki görsel" }).click();
  await dialog.getByRole("button", { name: "Önceki görsel" }).click();
  await dialog.getByRole("img", { name: `${name} - görsel 4` }).waitFor();
  await dialog.getByRole("button", { name: "Görsel 3" }).click();
  await dialog.getByText("3 / 4").waitFor();
  if (keys) {
    await page.keyboard.press("ArrowRight");
    await dialog.getByText("4 / 4").waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("3 / 4").waitFor();
    await page.keyboard.press("Escape");
  } else {
    await dialog.getByRole("button", { name: "Kapat" }).click();
  }
  await dialog.waitFor({ state: "detached" });
  // The page's main image follows the lightbox.
  await page.getByRole("img", { name: `${name} - görsel 3` }).waitFor();
}

beforeAll(async () => {
  pick = await choose();
}, 60_000);

describe("product page extras", () => {
  it("shows installments, store stock, magnified view, lightbox and size table (1280×800)", async () => {
    expect(pick, "no giyim product with two in-stock sizes of different prices").toBeTruthy();
    const { url, name, first, other } = pick!;
    await journey(browser(), "product-extras-desktop", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await openPage(page, context, url);

      // Installments: 'Peşin' is the chosen size's price, and follows another size.
      await page.getByRole("tab", { name: "Taksit Seçenekleri" }).click();
      const panel = page.getByRole("tabpanel", { name: "Taksit Seçenekleri" });
      await panel.waitFor();
      expect(await cashRow(page).textContent()).toBe(`Peşin${money(first.price)}${money(first.price)}`);
      expect(await panel.getByRole("table").count()).toBe(8);
      await page
        .getByRole("group", { name: "Beden" })
        .first()
        .getByRole("button", { name: size(other), exact: true })
        .click();
      await expect.poll(() => cashRow(page).textContent()).toBe(`Peşin${money(other.price)}${money(other.price)}`);

      // Store stock of the chosen size.
      await checkStorePopup(page, other.sku, true);

      // Magnified view on hover.
      const main = page.getByRole("button", { name: `${name} görselini büyüt` });
      const box = (await main.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6);
      await page.getByTestId("gallery-zoom").waitFor();
      await page.mouse.move(box.x + box.width + 300, box.y);
      await page.getByTestId("gallery-zoom").waitFor({ state: "detached" });

      // Lightbox: buttons, thumbnails, arrow keys, Escape.
      await checkLightbox(page, name, () => main.click(), true);

      // Size table with the chosen size marked.
      await page.getByRole("button", { name: "Beden Tablosu" }).click();
      const table = page.getByRole("dialog", { name: /Beden Tablosu|Numara Tablosu/ });
      await table.waitFor();
      const chosen = table.getByRole("row", { name: new RegExp(`^${size(other)} `) });
      expect(await chosen.getAttribute("aria-current")).toBe("true");
      await table.getByRole("button", { name: "Kapat" }).click();
      await table.waitFor({ state: "detached" });

      expect(problems).toEqual([]);
    });
  });

  it("plays a demo product's video in the allowed player (1280×800)", async () => {
    await journey(browser(), "product-extras-video", { viewport: DESKTOP }, async ({ context, page, problems }) => {
      await openPage(page, context, "/urun/urun-1");
      await page.getByRole("button", { name: "Ürün Videosu" }).click();
      const dialog = page.getByRole("dialog", { name: "Ürün Videosu" });
      const player = dialog.locator("iframe");
      await player.waitFor();
      expect(await player.getAttribute("src")).toMatch(
        /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)$/,
      );
      await dialog.getByRole("button", { name: "Kapat" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(problems.filter((p) => /Content Security Policy/.test(p))).toEqual([]);
    });
  });

  it("works on a phone: lightbox, the section dropdown's installments, store stock (390×844)", async () => {
    const { url, name, first } = pick!;
    await journey(
      browser(),
      "product-extras-phone",
      { viewport: PHONE, hasTouch: true, isMobile: true },
      async ({ context, page, problems }) => {
        await openPage(page, context, url);
        expect(await page.getByRole("tablist").isVisible()).toBe(false);

        await checkLightbox(page, name, () => page.getByRole("button", { name: `${name} görselini büyüt` }).tap(), false);

        await page.getByLabel("Bölüm seçin").selectOption({ label: "Taksit Seçenekleri" });
        await page.getByRole("tabpanel", { name: "Taksit Seçenekleri" }).waitFor();
        expect(await cashRow(page).textContent()).toBe(`Peşin${money(first.price)}${money(first.price)}`);

        await checkStorePopup(page, first.sku, false);
        expect(problems).toEqual([]);
      },
    );
  });
});
