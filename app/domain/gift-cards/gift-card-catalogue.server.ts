/**
 * The gift cards sold on /hediye-kart-islemleri: one catalogue item, 'Minik Dünya
 * Hediye Kartı', with a variant per amount (sku GIFT-{TL}, isGiftCardSku). Its status is
 * GIFT_CARD_STATUS, not 'active': it never shows in listings, search, sitemaps or as a product page,
 * and is bought only from the gift card page, for a gift list's owner. Stock is plenty (a card is a
 * code, e-mailed), VAT 0 (a voucher is taxed when it is spent, not when it is bought).
 *
 * ensureGiftCards makes them when missing, at every start (server/prepare-database.ts), once the
 * shop has a category to file the item under; it changes nothing that exists.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { brands, catalogItems, categories, products } from "#app/db/schema";

/** The catalogue status of the gift card item: sellable from the gift card page only. */
export const GIFT_CARD_STATUS = "giftCard";
/** The amounts on offer, in TL. */
export const GIFT_CARD_AMOUNTS_TL = [100, 250, 500, 1000] as const;
export const giftCardSku = (tl: number) => `GIFT-${tl}`;
/** Plenty: a gift card is a code, never out of stock. */
const GIFT_CARD_STOCK = 1_000_000;

export type GiftCardOption = { productId: number; amountKurus: number; label: string };

export async function ensureGiftCards(db: Db): Promise<void> {
  const skus = GIFT_CARD_AMOUNTS_TL.map(giftCardSku);
  const existing = await db.select({ sku: products.sku }).from(products).where(inArray(products.sku, skus));
  if (existing.length === skus.length) return;
  const [category] = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1);
  if (!category) return;
  await db.transaction(async (tx) => {
    await tx.insert(brands).values({ name: "Minik Dünya", slug: "minik-dunya" }).onConflictDoNothing();
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, "minik-dunya"));
    let [item] = await tx.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.status, GIFT_CARD_STATUS)).limit(1);
    item ??= (
      await tx
        .insert(catalogItems)
        .values({
          name: "Minik Dünya Hediye Kartı",
          sefUrl: "minik-dunya-hediye-karti",
          brandId: brand.id,
          categoryId: category.id,
          description: "Minik Dünya'da internet sitemizde kullanılabilen, e-posta ile gönderilen hediye kartı.",
          vatRate: 0,
          status: GIFT_CARD_STATUS,
          illustration: "box",
          colorHex: "#f97316",
          minPriceKurus: GIFT_CARD_AMOUNTS_TL[0] * 100,
          minOriginalPriceKurus: GIFT_CARD_AMOUNTS_TL[0] * 100,
          totalStock: GIFT_CARD_STOCK,
        })
        .returning({ id: catalogItems.id })
    )[0];
    const have = new Set(existing.map((e) => e.sku));
    const missing = GIFT_CARD_AMOUNTS_TL.filter((tl) => !have.has(giftCardSku(tl)));
    await tx
      .insert(products)
      .values(
        missing.map((tl, i) => ({
          catalogId: item.id,
          sku: giftCardSku(tl),
          barcode: giftCardSku(tl),
          name: `Hediye Kartı ${tl} TL`,
          priceKurus: tl * 100,
          originalPriceKurus: tl * 100,
          stock: GIFT_CARD_STOCK,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
  });
}

/** The gift cards on offer, cheapest first. */
export async function giftCardOptions(db: Db): Promise<GiftCardOption[]> {
  const rows = await db
    .select({ productId: products.id, amountKurus: products.priceKurus, name: products.name })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(and(eq(catalogItems.status, GIFT_CARD_STATUS), eq(products.status, "active")))
    .orderBy(asc(products.priceKurus));
  return rows.map((r) => ({ productId: r.productId, amountKurus: r.amountKurus, label: r.name }));
}
