/**
 * The product-page cache for visitors without a session (server/page-cache.ts), over real HTTP:
 * the second visit is served from the cache with this request's own CSP nonce; a visitor with a
 * session, or a URL with a query string, always gets a freshly rendered page.
 */
import { describe, expect, it } from "vitest";
import { getJson, request } from "../support/http";

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
const bodyNonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

async function productPage(): Promise<{ url: string; productId: number }> {
  const { body } = await getJson<{ items: { catalog_id: number; url: string; type: string }[] }>("/arama/ajax/urunler?category=oyuncak");
  for (const item of body.items.filter((i) => i.type !== "teshir")) {
    const { body: check } = await getJson<{ products: { productId: number; stock: number; status: string }[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const variant = check.products.find((p) => p.stock > 0 && p.status === "active");
    if (variant) return { url: item.url, productId: variant.productId };
  }
  throw new Error("no sellable toy on the first page");
}

describe("product page cache", () => {
  it("serves a session-less visitor's repeat visit from the cache, with the new request's nonce", async () => {
    const { url } = await productPage();
    const first = await request(url);
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const second = await request(url);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const secondHtml = await second.text();

    const [n1, n2] = [nonceOf(first), nonceOf(second)];
    expect(n1).not.toBe("");
    expect(n2).not.toBe(n1);
    expect(bodyNonces(firstHtml)).toEqual(new Set([n1]));
    expect(bodyNonces(secondHtml)).toEqual(new Set([n2]));
    expect(secondHtml.replaceAll(n2, n1)).toBe(firstHtml);
    expect(second.headers.get("set-cookie")).toBeNull();
  });

  it("renders afresh for a visitor with a session and for a URL with a query string", async () => {
    const { url, productId } = await productPage();
    await request(url);
    const added = await request("/cart/add", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    const cookie = added.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toMatch(/^sid=/);
    const member = await request(url, { headers: { Cookie: cookie } });
    expect(member.status).toBe(200);
    expect(member.headers.get("x-page-cache")).toBeNull();
    expect(await member.text()).toContain('data-testid="cart-count"');

    const withQuery = await request(`${url}?utm_source=test`);
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers.get("x-page-cache")).toBeNull();
  });
});
