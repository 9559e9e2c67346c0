/**
 * Listing journeys: filters in the URL hash on /kategori/{slug} and /arama.
 *
 *   desktop 1280: tick a brand, a size and 'Sadece stoktaki ürünler', sort 'En Düşük Fiyat'
 *                 (prices ascending), page 2; reload, back, and the same URL in a new tab all show
 *                 exactly the state of their URL;
 *   phone 390:    'Filtrele' drawer, tick a brand, 'Sonuçları Gör (N)'; infinite scroll appends
 *                 page 2 and keeps page= in the hash without a new history entry;
 *   search:       'cocuk arabasi' typed in the header box;
 *   bad input:    garbage hashes, a huge page, <script> as keyword, an unknown category.
 *
 * The desktop journey needs a brand × size × in-stock choice with at least two pages. The shared
 * test shop is small (TEST_SEED_PRODUCTS, 300 items); when it is too small this file starts a
 * shop of its own with a 6,000-item demo catalogue (about 40 s more).
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";
import { startTestShop } from "../support/server";

type Facet = { key: string; title: string; values: { value: string; label: string; count: number }[] };
type Answer = { items: unknown[]; paginationData: { totalCount: number; totalPage: number; currentPage: number }; facets: Facet[] };

const browser = sharedBrowser();
let shop: string;
let ownShop: Awaited<ReturnType<typeof startTestShop>> | null = null;
/** The desktop journey's choice: a big brand and its biggest size (two pages of in-stock items). */
let choice: { brand: string; size: string } | null = null;
let choiceProblem = "";

async function listing(base: string, query: string): Promise<Answer> {
  const response = await fetch(`${base}/arama/ajax/urunler?${query}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`listing call answered ${response.status}`);
  return (await response.json()) as Answer;
}

const biggest = (answer: Answer, key: string) => answer.facets.find((f) => f.key === key)?.values.toSorted((a, b) => b.count - a.count)[0];

const enc = (s: string) => encodeURIComponent(s);

/** A brand and a size of /kategori/giyim that still give two pages of in-stock items, or why not. */
async function pickChoice(base: string): Promise<{ brand: string; size: string } | string> {
  const all = await listing(base, "category=giyim");
  const brands = (all.facets.find((f) => f.key === "brand")?.values ?? []).toSorted((a, b) => b.count - a.count).slice(0, 4);
  if (!brands.length) return "no brand facet on /kategori/giyim";
  let best: { brand: string; size: string; count: number } | null = null;
  for (const brand of brands) {
    const byBrand = await listing(base, `category=giyim&criteria[brand]=${enc(brand.value)}&criteria[stock]=1`);
    const size = biggest(byBrand, "size");
    if (size && (!best || size.count > best.count)) best = { brand: brand.value, size: size.value, count: size.count };
  }
  if (!best) return "no size facet ('Beden') on /kategori/giyim: the demo catalogue items carry no sizes";
  if (best.count <= 24) return `only ${best.count} in-stock items for ${best.brand} × ${best.size}: no page 2`;
  return { brand: best.brand, size: best.size };
}

beforeAll(async () => {
  shop = baseURL();
  let picked = await pickChoice(shop);
  if (typeof picked === "string") {
    ownShop = await startTestShop({ SEED_PRODUCTS: "6000" });
    shop = ownShop.server.url;
    picked = await pickChoice(shop);
  }
  if (typeof picked === "string") choiceProblem = picked;
  else choice = picked;
}, 240_000);

afterAll(async () => {
  await ownShop?.dispose();
}, 60_000);

const consented = () => [{ name: "cookieconsent_status", value: "dismiss", url: shop }];
const results = (page: Page) => page.getByRole("region", { name: "Ürünler" });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A facet checkbox is named '{label} ({count})'. */
const box = (label: string) => ({ name: new RegExp(`^${escape(label)} \\(`) });

/** Runs a change and waits until its JSON call is answered and the cards are on screen. */
async function change(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().includes("/arama/ajax/urunler"));
  try {
    await action();
  } catch (error) {
    answered.catch(() => {});
    throw error;
  }
  await answered;
  await expect.poll(() => results(page).getAttribute("aria-busy")).toBe("false");
}

/** Ticks a value of a facet group, opening 'Tümünü Gör' first when the value is past the first eight. */
async function tick(page: Page, scope: Locator, group: string, label: string) {
  const facet = scope.getByRole("group", { name: group });
  const checkbox = facet.getByRole("checkbox", box(label));
  if ((await checkbox.count()) === 0) await facet.getByRole("button", { name: /^Tümünü Gör/ }).click();
  await change(page, () => checkbox.check());
}

/** The product pages of the cards, in order. */
const cards = (page: Page) =>
  results(page)
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));

/** What each card makes the shopper pay (the last price on the card: the discounted one when struck through). */
async function prices(page: Page): Promise<number[]> {
  const texts = await results(page).getByRole("article").allInnerTexts();
  return texts.map((text) => {
    const all = [...text.matchAll(/(\d{1,3}(?:\.\d{3})*,\d{2}) TL/g)];
    expect(all.length, `no price on card: ${text}`).toBeGreaterThan(0);
    return Number(all.at(-1)![1].replace(/\./g, "").replace(",", "."));
  });
}

const currentPage = async (page: Page) =>
  (await page.getByRole("navigation", { name: "Sayfalama" }).locator('[aria-current="page"]').innerText()).replace(/\D/g, "");

describe("listing with filters in the URL hash", () => {
  it("filters, sorts and pages /kategori/giyim; reload, back and a shared link keep the state (1280×800)", async () => {
    expect(choice, choiceProblem).not.toBeNull();
    const { brand, size } = choice!;
    await journey(browser(), "listing-desktop", { baseURL: shop, viewport: DESKTOP }, async ({ context, page, problems }) => {
      await context.addCookies(consented());
      await page.goto("/kategori/giyim", { waitUntil: "networkidle" });
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe("Giyim");
      const trail = page.getByRole("navigation", { name: "Sayfa yolu" });
      expect(await trail.innerText()).toContain("Ana Sayfa");
      expect(await results(page).innerText()).toMatch(/\d[\d.]* ürün/);

      const filters = page.getByRole("complementary", { name: "Filtreler" });
      await tick(page, filters, "Marka", brand);
      expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`criteria[brand]=${brand}`);
      for (const text of await results(page).getByRole("article").allInnerTexts()) expect(text).toContain(brand);

      await tick(page, filters, "Beden", size);
      await tick(page, filters, "Stok Durumu", "Sadece stoktaki ürünler");
      await change(page, () => page.getByLabel("Sırala").selectOption({ label: "En Düşük Fiyat" }));

      const hash = decodeURIComponent(new URL(page.url()).hash);
      expect(hash).toMatch(/^#\//);
      for (const part of [`criteria[brand]=${brand}`, `criteria[size]=${size}`, "criteria[stock]=1", "sort[price]=asc"])
        expect(hash).toContain(part);
      expect(await page.getByRole("button", { name: `${brand} filtresini kaldır` }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: `${size} filtresini kaldır` }).isVisible()).toBe(true);

      const firstPrices = await prices(page);
      expect(firstPrices.length).toBe(24);
      expect(firstPrices).toEqual(firstPrices.toSorted((a, b) => a - b));
      const firstPage = await cards(page);
      const firstUrl = page.url();

      // Page 2: a new history entry with page=2.
      await change(page, () =>
        page.getByRole("navigation", { name: "Sayfalama" }).getByRole("link", { name: "Sayfa 2", exact: true }).click(),
      );
      expect(new URL(page.url()).hash).toMatch(/&page=2$/);
      expect(await currentPage(page)).toBe("2");
      const secondPage = await cards(page);
      const secondPrices = await prices(page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.some((href) => firstPage.includes(href))).toBe(false);
      expect(secondPrices).toEqual(secondPrices.toSorted((a, b) => a - b));
      expect(secondPrices[0]).toBeGreaterThanOrEqual(firstPrices.at(-1)!);
      const secondUrl = page.url();

      // Reload: the same state and the same cards.
      await change(page, () => page.reload());
      expect(page.url()).toBe(secondUrl);
      expect(await cards(page)).toEqual(secondPage);
      expect(await currentPage(page)).toBe("2");
      expect(await filters.getByRole("checkbox", box(brand)).isChecked()).toBe(true);
      expect(await filters.getByRole("checkbox", box("Sadece stoktaki ürünler")).isChecked()).toBe(true);
      expect(await page.getByLabel("Sırala").inputValue()).toBe("price_asc");

      // Back: the state before (page 1, same filters).
      await change(page, () => page.goBack());
      expect(page.url()).toBe(firstUrl);
      expect(await cards(page)).toEqual(firstPage);
      expect(await currentPage(page)).toBe("1");

      // The shared link in a new tab shows exactly that result.
      const shared = await context.newPage();
      await change(shared, () => shared.goto(secondUrl));
      expect(await cards(shared)).toEqual(secondPage);
      expect(await shared.getByRole("complementary", { name: "Filtreler" }).getByRole("checkbox", box(size)).isChecked()).toBe(true);

      // A chip removes its own value; 'Tümünü Temizle' removes all.
      await change(shared, () => shared.getByRole("button", { name: `${brand} filtresini kaldır` }).click());
      expect(decodeURIComponent(new URL(shared.url()).hash)).not.toContain("criteria[brand]");
      await change(shared, () => shared.getByRole("button", { name: "Tümünü Temizle" }).click());
      expect(new URL(shared.url()).hash).toBe("#/sort[price]=asc");
      await shared.close();
      expect(problems).toEqual([]);
    });
  });

  it("filters in the 'Filtrele' drawer and appends pages on scroll (390×844)", async () => {
    await journey(
      browser(),
      "listing-phone",
      { baseURL: shop, viewport: PHONE, isMobile: true, hasTouch: true },
      async ({ context, page, problems }) => {
        await context.addCookies(consented());
        await page.goto("/kategori/giyim", { waitUntil: "networkidle" });
        expect(await results(page).getByRole("article").count()).toBe(24);

        // Infinite scroll: the next page is appended, page=2 replaces the hash (no new history entry).
        const entries = await page.evaluate(() => history.length);
        await change(page, () => page.getByRole("button", { name: "Daha Fazla Ürün Göster" }).scrollIntoViewIfNeeded());
        await expect.poll(() => results(page).getByRole("article").count()).toBe(48);
        expect(new URL(page.url()).hash).toBe("#/page=2");
        expect(await page.evaluate(() => history.length)).toBe(entries);

        await page.getByRole("button", { name: "Filtrele" }).click();
        const drawer = page.getByRole("dialog", { name: "Filtrele" });
        await drawer.waitFor({ state: "visible" });
        const brandBox = drawer.getByRole("group", { name: "Marka" }).getByRole("checkbox").first();
        const label = (await brandBox.evaluate((el) => el.closest("label")?.textContent ?? "")).replace(/\s*\([\d.]+\)\s*$/, "").trim();
        await change(page, () => brandBox.check());
        const show = drawer.getByRole("button", { name: /^Sonuçları Gör \(\d+\)$/ });
        const shownCount = (await show.innerText()).replace(/\D/g, "");
        await show.click();
        await drawer.waitFor({ state: "hidden" });

        expect((await page.getByTestId("result-count").innerText()).replace(/\D/g, "")).toBe(shownCount);
        const texts = await results(page).getByRole("article").allInnerTexts();
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text).toContain(label);
        expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`criteria[brand]=${label}`);
        expect(await page.getByRole("button", { name: `${label} filtresini kaldır` }).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width + 1);
        expect(problems).toEqual([]);
      },
    );
  });

  it("searches 'cocuk arabasi' from the header box (1280×800)", async () => {
    await journey(browser(), "listing-search", { baseURL: shop, viewport: DESKTOP }, async ({ context, page, problems }) => {
      await context.addCookies(consented());
      await page.goto("/", { waitUntil: "networkidle" });
      // A search box, or a combobox once the suggestions have loaded: found by its label either way.
      const input = page.getByRole("banner").getByRole("search").getByLabel("Ara", { exact: true });
      await input.fill("cocuk arabasi");
      await input.press("Enter");
      await page.waitForURL((url) => url.pathname === "/arama" && url.searchParams.get("keyword") === "cocuk arabasi");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe('"cocuk arabasi" için arama sonuçları');
      expect(await page.getByRole("navigation", { name: "Sayfa yolu" }).innerText()).toContain("Arama Sonuçları");
      expect(await results(page).getByRole("article").count()).toBeGreaterThan(0);
      expect(await results(page).innerText()).toMatch(/\d{1,3}(\.\d{3})*,\d{2} TL/);
      expect(problems).toEqual([]);
    });
  });

  it("survives bad input: garbage hashes, a huge page, markup as keyword, unknown category", async () => {
    expect((await fetch(`${shop}/kategori/olmayan-kategori`)).status).toBe(404);
    const xss = await fetch(`${shop}/arama?keyword=${encodeURIComponent("<script>alert(1)</script><img src=x onerror=alert(2)>")}`);
    expect(xss.status).toBe(200);
    const html = await xss.text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");

    await journey(browser(), "listing-bad-input", { baseURL: shop, viewport: DESKTOP }, async ({ context, page, problems }) => {
      await context.addCookies(consented());
      let dialogs = 0;
      page.on("dialog", (d) => {
        dialogs++;
        void d.dismiss();
      });
      for (const hash of [
        "#/%E0%A4%A&page=x",
        "#/criteria[evil]=<b>x</b>&price=900-100&sort=drop%20table",
        "#/page=99999&criteria[brand]=" + "x".repeat(300),
      ]) {
        // From another document, so each address is a fresh page load (not an in-page hash change).
        await page.goto("about:blank");
        const response = await page.goto(`/kategori/giyim${hash}`, { waitUntil: "networkidle" });
        expect(response?.status()).toBe(200);
        await expect.poll(() => results(page).getAttribute("aria-busy")).toBe("false");
        expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Giyim");
      }
      // The last page instead of page 99999 (or the empty note when the brand does not exist).
      expect(await results(page).innerText()).toMatch(/Hiç ürün bulunamadı!|TL/);

      await page.goto(`/arama?keyword=${encodeURIComponent("<script>alert(1)</script>")}`, { waitUntil: "networkidle" });
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe('"<script>alert(1)</script>" için arama sonuçları');
      expect(await page.getByText("Hiç ürün bulunamadı!").isVisible()).toBe(true);
      expect(dialogs).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});
