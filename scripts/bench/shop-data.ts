/** What the page benchmarks need from the running shop: product pages, sellable variants, a basket. */
type ListingItem = { catalog_id: number; url: string; type: string };
type Variant = { productId: number; stock: number; status: string };
const json = async <T>(url: string) => (await (await fetch(url, { headers: { Accept: "application/json" } })).json()) as T;

/** Product pages of a few categories and up to four sellable variants among them. */
export async function pickProducts(base: string) {
  const pages: string[] = [];
  const variants: number[] = [];
  for (const category of ["giyim", "bebek", "oyuncak", "ev"]) {
    const { items } = await json<{ items: ListingItem[] }>(`${base}/arama/ajax/urunler?category=${category}`);
    for (const item of items.slice(0, 8)) {
      pages.push(item.url);
      if (item.type === "teshir" || variants.length >= 4) continue;
      const { products } = await json<{ products: Variant[] }>(`${base}/urun/hizli-kontrol/${item.catalog_id}`);
      const sellable = products.find((v) => v.stock > 0 && v.status === "active");
      if (sellable) variants.push(sellable.productId);
    }
  }
  if (!pages.length) throw new Error("katalog boş: önce veri üretin (README, Benchmarks)");
  return { pages, variants };
}

/** A visitor with a basket of those variants: the session cookie. */
export async function basketCookie(base: string, variants: number[]): Promise<string> {
  let cookie = "";
  for (const productId of variants) {
    const answer = await fetch(`${base}/cart/add`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ productId, quantity: 1 }),
    });
    const set = answer.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    if (set) cookie = set;
  }
  if (!cookie) throw new Error("sepet çerezi alınamadı");
  return cookie;
}

