/**
 * The product page's variants with their live price and stock. The page itself may be a copy kept
 * for a few seconds (server/page-cache.ts), so once it has loaded it asks the quick check
 * (GET /urun/hizli-kontrol/{catalogId}, never cached) once and takes each variant's price, list
 * price, campaign price, stock and status from it: a manager's price change or the last unit sold
 * shows at once. The basket and checkout check the database again whatever the page showed.
 */
import { href } from "react-router";
import { useEffect, useMemo, useState } from "react";
import type { BuyBoxVariant } from "./variant-rules";

type Live = Pick<BuyBoxVariant, "productId" | "price" | "original_price" | "discountedPrice" | "stock" | "status">;

/**
 * `variants` with the live fields laid over them. `live` undefined: no answer (yet, or it failed),
 * the page's own figures stand; a variant missing from the answer is no longer on sale.
 */
export function mergeLive(variants: BuyBoxVariant[], live: readonly Live[] | undefined): BuyBoxVariant[] {
  if (!live) return variants;
  const byId = new Map(live.map((v) => [v.productId, v]));
  return variants.map((v) => {
    const now = byId.get(v.productId);
    if (!now) return { ...v, stock: 0, status: "passive" };
    return {
      ...v,
      price: now.price,
      original_price: now.original_price,
      discountedPrice: now.discountedPrice,
      stock: now.stock,
      status: now.status,
    };
  });
}

export function useLiveVariants(catalogId: number, variants: BuyBoxVariant[]): BuyBoxVariant[] {
  const [live, setLive] = useState<{ catalogId: number; products: Live[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(href("/urun/hizli-kontrol/:catalogId", { catalogId: String(catalogId) }), {
      headers: { Accept: "application/json" },
      signal: controller.signal,
    })
      .then(async (response) => {
        // 404: the item is no longer on sale (its answer carries `products: []`); anything else keeps the page's figures.
        if (!response.ok && response.status !== 404) return;
        const body = (await response.json()) as { products?: Live[] };
        if (Array.isArray(body.products)) setLive({ catalogId, products: body.products });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [catalogId]);
  const products = live?.catalogId === catalogId ? live.products : undefined;
  return useMemo(() => mergeLive(variants, products), [variants, products]);
}
