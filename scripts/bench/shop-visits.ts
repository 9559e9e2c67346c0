/** What the benchmarks ask of a running shop before loading it: product pages, a session with a basket. */

type ListingItem = { catalog_id: number; url: string; type: string };
type Variant = { productId: number; stock: number; status: string };

const json = async <T>(url: string, init?: RequestInit) =>
  (await (await fetch(url, { ...init, headers: { Accept: "application/json", ...init?.headers } })).json()) as T;

/** Product pages of sellable items from a few categories, and a variant of each with stock. */
export async function pickProducts(base: string) {
  const pages: string[] = [];
  const variants: number[] = [];
  for (const category of ["giyim", "bebek", "oyuncak", "ev"]) {
    const { items } = await json<{ items: ListingItem[] }>(`${base}/arama/ajax/urunler?category=${category}`);
    for (const item of items.slice(0, 8)) {
      pages.push(item.url);
      if (item.type === "teshir") continue;
      const { products } = await json<{ products: Variant[] }>(`${base}/urun/hizli-kontrol/${item.catalog_id}`);
      const sellable = products.find((v) => v.stock > 0 && v.status === "active");
      if (sellable) variants.push(sellable.productId);
    }
  }
  if (!pages.length) throw new Error("katalog boş: önce veri üretin (npm run bench:search ile)");
  return { pages, variants };
}

/** A visitor with a basket of a few lines: the session cookie for the basket page. */
export async function basketCookie(base: string, variants: number[]): Promise<string> {
  let cookie = "";
  for (const productId of variants.slice(0, 4)) {
    const answer = await fetch(`${base}/cart/add`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    const set = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (set) cookie = set;
  }
  if (!cookie) throw new Error("sepet çerezi alınamadı");
  return cookie;
}
