/**
 * GET /urun/hizli-gorunum/?catalogId={id} (spec section 2, quick view) over real HTTP: a direct visit
 * gets a compact, noindex product page with its sizes, none chosen, and a link to the full product
 * page; the data a listing card's fetcher loads carries the item's variants; an unknown, missing or
 * malformed catalogId is a 404.
 */
import { describe, expect, it } from "vitest";
import { getJson, request } from "../support/http";

type Item = { catalog_id: number; name: string; url: string; type: string };

async function plainItem(): Promise<Item> {
  const { body } = await getJson<{ items: Item[] }>("/arama/ajax/urunler?category=giyim");
  // A name without characters HTML escapes, so it can be looked for in the page as it is.
  const item = body.items.find((i) => i.type !== "teshir" && /^[\p{L}\p{N} .,-]+$/u.test(i.name));
  if (!item) throw new Error("no giyim item with a plain name");
  return item;
}

describe("GET /urun/hizli-gorunum/", () => {
  it("renders the product compactly with its sizes, none chosen, and a link to the product page", async () => {
    const item = await plainItem();
    const response = await request(`/urun/hizli-gorunum/?catalogId=${item.catalog_id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();

    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";
    const shown = heading.replace(/…$/, "");
    expect(heading.length).toBeGreaterThan(0);
    expect(item.name.startsWith(shown)).toBe(true);
    expect(Array.from(heading).length).toBeLessThanOrEqual(61);
    expect(html).toContain(`href="${item.url}"`);
    expect(html).toContain("Ürün Detayına Git");
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${item.url}"`));

    const { body: quick } = await getJson<{ products: { attributes: unknown[] }[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const picker = /<fieldset[^>]*><legend[^>]*>Beden<\/legend>([\s\S]*?)<\/fieldset>/.exec(html)?.[1] ?? "";
    const sizes = [...picker.matchAll(/aria-pressed="(true|false)"/g)].map((m) => m[1]);
    expect(sizes.length).toBe(quick.products.length);
    expect(sizes.every((p) => p === "false")).toBe(true);
  });

  it("gives a card's fetcher the variants in the quick-check shape", async () => {
    const item = await plainItem();
    const response = await request(`/urun/hizli-gorunum.data?catalogId=${item.catalog_id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const { body: quick } = await getJson<{ products: { sku: string }[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    for (const v of quick.products) expect(text).toContain(v.sku);
  });

  it.each(["?catalogId=99999999", "", "?catalogId=", "?catalogId=abc", "?catalogId=-1", "?catalogId=1.5", "?catalogId=99999999999"])(
    "answers '%s' with a 404 page",
    async (query) => {
      const response = await request(`/urun/hizli-gorunum/${query}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text()).toContain("Ürün bulunamadı.");
    },
  );
});
