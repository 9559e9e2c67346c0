/** GET /urun/hizli-kontrol/{catalogId} (PRODUCT.md quick check) over real HTTP against the demo shop. */
import { describe, expect, it } from "vitest";
import { getJson, request } from "../support/http";

type Variant = {
  productId: number;
  catalogId: number;
  sku: string;
  barcode: string;
  name: string;
  brand: string;
  stock: number;
  status: string;
  price: number;
  original_price: number;
  discountedPrice: number;
  attributes: { id: number; name: string; value: string }[];
  image: string;
  url: string;
  rating: number;
  countdownEndsAt: string | null;
};
type Answer = { success: boolean; reason?: string; message?: string; products: Variant[] };

const isMoney = (n: unknown) =>
  typeof n === "number" && Number.isFinite(n) && n >= 0 && Math.round(n * 100) === Number((n * 100).toFixed(6));

describe("GET /urun/hizli-kontrol/{catalogId}", () => {
  it("gives the variants of catalogue item 1 with every contract field", async () => {
    const { response, body } = await getJson<Answer>("/urun/hizli-kontrol/1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThan(0);
    for (const v of body.products) {
      expect(v).toEqual({
        productId: expect.any(Number),
        catalogId: 1,
        sku: expect.any(String),
        barcode: expect.any(String),
        name: expect.any(String),
        brand: expect.any(String),
        stock: expect.any(Number),
        status: expect.any(String),
        price: expect.any(Number),
        original_price: expect.any(Number),
        discountedPrice: expect.any(Number),
        attributes: expect.any(Array),
        image: "/gorsel/urun/1-0.svg",
        url: expect.stringMatching(/^\/urun\/[a-z0-9-]+-1$/),
        rating: expect.any(Number),
        countdownEndsAt: v.countdownEndsAt === null ? null : expect.any(String),
      });
      expect(Number.isInteger(v.productId) && Number.isInteger(v.stock) && v.stock >= 0).toBe(true);
      expect(isMoney(v.price) && isMoney(v.original_price) && isMoney(v.discountedPrice)).toBe(true);
      expect(v.original_price).toBeGreaterThanOrEqual(v.price);
      // A running per-unit campaign (the demo's 'Eğitici Oyuncaklarda %25' …) lowers it; nothing raises it.
      expect(v.discountedPrice).toBeLessThanOrEqual(v.price);
      expect(v.brand.length).toBeGreaterThan(0);
      const attrIds = v.attributes.map((a) => a.id);
      expect(attrIds).toEqual([...attrIds].sort((a, b) => a - b));
      for (const a of v.attributes) expect(a).toEqual({ id: expect.any(Number), name: expect.any(String), value: expect.any(String) });
    }
  });

  it("gives spec section 3's image, url, rating and countdown end, the same as the product page shows", async () => {
    // An item with a timed campaign (about one in twenty of the demo catalogue has one).
    let found: Variant[] | null = null;
    for (let id = 1; id <= 400 && !found; id++) {
      const { body } = await getJson<Answer>(`/urun/hizli-kontrol/${id}`);
      if (body.success && body.products[0].countdownEndsAt) found = body.products;
      else if (body.success) expect(body.products.every((p) => p.countdownEndsAt === null)).toBe(true);
    }
    expect(found).not.toBeNull();
    const products = found!;
    const { catalogId, url, rating, countdownEndsAt: end } = products[0];
    expect(new Date(end!).toISOString()).toBe(end);
    expect(new Date(end!).getTime()).toBeGreaterThan(Date.now());
    expect(Number(rating.toFixed(1))).toBe(rating);
    expect(rating >= 0 && rating <= 5).toBe(true);
    for (const p of products) expect(p).toMatchObject({ image: `/gorsel/urun/${catalogId}-0.svg`, url, rating, countdownEndsAt: end });

    expect((await request(products[0].image)).status).toBe(200);
    const page = await request(url);
    expect(page.status).toBe(200);
    // The product page counts down to the same end.
    expect(await page.text()).toContain(end);
  });

  it.each(["abc", "99999999", "-1", "0", "99999999999", "1.5"])("answers '%s' with a 404 JSON refusal", async (id) => {
    const { response, body } = await getJson<Answer>(`/urun/hizli-kontrol/${encodeURIComponent(id)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(body).toEqual({ success: false, reason: "Ürün bulunamadı.", message: "Ürün bulunamadı.", products: [] });
  });
});
