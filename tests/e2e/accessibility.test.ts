/**
 * Accessibility: axe-core finds no serious or critical issue on the home page, a
 * category, a product page and the basket with a line in it, at 1280 and 390 px, as a first-time
 * visitor sees them (cookie banner included), after the page has hydrated. A failure lists each
 * rule with the elements it found (tests/support/a11y.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { describeViolations, seriousViolations } from "../support/a11y";
import { DESKTOP, PHONE, baseURL, journey, sharedBrowser } from "../support/browser";
import { addFromPage, type QuickCheckVariant } from "../support/buying";

const browser = sharedBrowser();
/** A giyim product page (sizes sold out among those on sale, when there is one) and a variant of it on sale. */
let product: { url: string; productId: number } | null = null;

async function chooseProduct(base: string) {
  const json = async <T>(path: string) => (await (await fetch(`${base}${path}`, { headers: { Accept: "application/json" } })).json()) as T;
  const { items } = await json<{ items: { catalog_id: number; url: string; type: string }[] }>("/arama/ajax/urunler?category=giyim");
  let fallback: { url: string; productId: number } | null = null;
  for (const item of items.filter((i) => i.type !== "teshir")) {
    const { products } = await json<{ products: QuickCheckVariant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const onSale = (v: QuickCheckVariant) => v.stock > 0 && v.status === "active";
    const variant = products.find(onSale);
    if (!variant) continue;
    const found = { url: new URL(item.url, base).pathname, productId: variant.productId };
    // Best: one whose sizes include a sold-out one, so its 'coming soon' button is checked too.
    if (products.some((v) => !onSale(v))) return found;
    fallback ??= found;
  }
  return fallback;
}

beforeAll(async () => {
  product = await chooseProduct(baseURL());
}, 60_000);

const PAGES: { name: string; path: () => string; basketLine?: boolean }[] = [
  { name: "home", path: () => "/" },
  { name: "category", path: () => "/kategori/bebek" },
  { name: "product", path: () => product!.url },
  { name: "basket", path: () => "/cart/", basketLine: true },
];

describe("accessibility (axe-core: no serious or critical findings)", () => {
  for (const [width, viewport] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    for (const target of PAGES) {
      it(`${target.name} page at ${width} px`, async () => {
        expect(product, "a giyim product with a variant on sale").toBeTruthy();
        await journey(browser(), `a11y-${target.name}-${width}`, { viewport }, async ({ page, problems }) => {
          if (target.basketLine) {
            await page.goto("/cart/", { waitUntil: "networkidle" });
            await addFromPage(page, product!.productId, 1);
          }
          await page.goto(target.path(), { waitUntil: "networkidle" });
          if (target.basketLine) await page.getByRole("button", { name: "Adedi artır" }).first().waitFor();
          const violations = await seriousViolations(page);
          expect(violations, describeViolations(`${target.path()} at ${width} px`, violations)).toEqual([]);
          expect(problems).toEqual([]);
        });
      });
    }
  }
});
