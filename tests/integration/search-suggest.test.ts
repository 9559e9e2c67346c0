/** Search suggestions, robots.txt and the sitemaps over real HTTP against the running shop. */
import { describe, expect, it } from "vitest";
import { getJson, request } from "../support/http";

type Item = { title: string; link: string; image: string; type: string; highlight?: [number, number][] };
type Answer = { success: boolean; groups: { type: string; title: string; items: Item[] }[] };

const suggest = (term: string, path = "/arama/suggest/") => getJson<Answer>(`${path}?term=${encodeURIComponent(term)}`);

describe("GET /arama/suggest/", () => {
  it("suggests products, then categories, then brands for 'be'", async () => {
    const { response, body } = await suggest("be");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(body.success).toBe(true);
    const types = body.groups.map((g) => g.type);
    expect(types[0]).toBe("product");
    expect(types).toEqual(["product", "category", "brand"].filter((t) => types.includes(t)));
    expect(body.groups.map((g) => g.title)).toEqual(
      types.map((t) => ({ product: "Ürünler", category: "Kategoriler", brand: "Markalar" })[t]),
    );
    for (const group of body.groups) expect(group.items.length).toBeGreaterThan(0);

    const products = body.groups[0].items;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(6);
    for (const item of products) {
      expect(item).toEqual(
        expect.objectContaining({ title: expect.any(String), link: expect.any(String), image: expect.any(String), type: "product" }),
      );
      expect(item.link).toMatch(/^\/urun\/[a-z0-9-]+-\d+$/);
      expect(item.image).toMatch(/^\/gorsel\/urun\/\d+-\d+\.svg$/);
    }
    // Name-prefix matches come first: the first product's name starts with 'Be'.
    expect(products[0].title.toLocaleLowerCase("tr-TR").startsWith("be")).toBe(true);
    const categories = body.groups.find((g) => g.type === "category")?.items ?? [];
    expect(categories.map((c) => c.link)).toContain("/kategori/bebek");
  });

  it("answers with and without the trailing slash", async () => {
    const a = await suggest("bebek", "/arama/suggest/");
    const b = await suggest("bebek", "/arama/suggest");
    expect(a.response.status).toBe(200);
    expect(b.response.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it("is Turkish-aware: 'cocuk' finds 'Çocuk …' and highlights it", async () => {
    const { body } = await suggest("cocuk");
    const products = body.groups.find((g) => g.type === "product")?.items ?? [];
    expect(products.length).toBeGreaterThan(0);
    const first = products[0];
    expect(first.title.startsWith("Çocuk")).toBe(true);
    expect(first.highlight?.map(([s, e]) => first.title.slice(s, e))).toEqual(["Çocuk"]);
  });

  it("suggests while typing: 'bebek ara' gives 'Bebek Arabası …' first", async () => {
    const { body } = await suggest("bebek ara");
    const products = body.groups.find((g) => g.type === "product")?.items ?? [];
    expect(products[0]?.title).toMatch(/^Bebek Arabası/);
  });

  it("gives no groups for a term shorter than two characters", async () => {
    for (const term of ["c", " c ", "", "   "]) {
      const { response, body } = await suggest(term);
      expect(response.status).toBe(200);
      expect(body).toEqual({ success: true, groups: [] });
    }
    const { body } = await getJson<Answer>("/arama/suggest/");
    expect(body).toEqual({ success: true, groups: [] });
  });

  it("answers a 10,000-character term and markup or SQL in the term with clean JSON", async () => {
    for (const term of ["a".repeat(10_000), "<script>alert(1)</script>", "<script>", "' OR 1=1; DROP TABLE catalog_items; --", "%_%"]) {
      const response = await request(`/arama/suggest/?term=${encodeURIComponent(term)}`, { headers: { Accept: "application/json" } });
      expect(response.status, term.slice(0, 40)).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const text = await response.text();
      expect(text).not.toContain("<script");
      expect(JSON.parse(text).success).toBe(true);
    }
    // The catalogue is still there.
    const { body } = await suggest("be");
    expect(body.groups.length).toBeGreaterThan(0);
  });
});

describe("robots.txt and sitemaps", () => {
  it("robots.txt allows the shop, keeps robots out of private areas and names the sitemap", async () => {
    const response = await request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/__dev/", "/kullanici/", "/cart/", "/payment/", "/yonetim"]) expect(text).toContain(`Disallow: ${path}`);
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1];
    expect(sitemap).toBe(new URL("/sitemap.xml", response.url).href);
  });

  it("sitemap.xml lists the home page, categories, legal pages and products", async () => {
    const response = await request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    // A small shop gets one sitemap; a big one an index pointing to the parts.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    let all = locs;
    if (xml.includes("<sitemapindex")) {
      all = [];
      for (const loc of locs) {
        const part = await request(new URL(loc).pathname);
        expect(part.headers.get("content-type")).toMatch(/^application\/xml/);
        all.push(...[...(await part.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
      }
    }
    const paths = all.map((loc) => new URL(loc).pathname);
    expect(paths).toContain("/");
    expect(paths).toContain("/kategori/bebek");
    expect(paths).toContain("/sozlesmeler/mesafeli-satis-sozlesmesi");
    expect(paths).toContain("/cerezler");
    expect(paths.some((p) => /^\/urun\/[a-z0-9-]+-\d+$/.test(p))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has the pages sitemap and the first product sitemap, and no empty extra ones", async () => {
    const pages = await request("/sitemap-pages.xml");
    expect(pages.headers.get("content-type")).toMatch(/^application\/xml/);
    const pagesXml = await pages.text();
    expect(pagesXml).toContain("/kategori/bebek</loc>");
    expect(pagesXml).toContain("/hediye-listesi/ara</loc>");
    expect(pagesXml).toContain("/hediye-kart-islemleri</loc>");
    const products = await request("/sitemap-products-1.xml");
    expect(products.status).toBe(200);
    expect(await products.text()).toMatch(/<loc>[^<]+\/urun\/[a-z0-9-]+-\d+<\/loc>/);
    expect((await request("/sitemap-products-25.xml")).status).toBe(404);
  });
});
