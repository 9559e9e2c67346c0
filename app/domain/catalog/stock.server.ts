/**
 * Stock: the one place that takes units out of stock and puts them back, and keeps what the
 * listing shows in step (docs/architecture.md). Every stock move of an order goes through here —
 * placing it (checkout), a payment that failed, a cancellation (order-core/order-lifecycle.server.ts)
 * and a return reaching the warehouse (orders/returns.server.ts) — and the back office's counts
 * (setStockIn) and edits refresh the listing through `touchListing` too.
 *
 * The rules, each kept here once:
 *   - Where: an order collected at a store (a pickup store id) moves that store's stock
 *     (store_stock); any other moves the online stock (products.stock).
 *   - Never below zero: a take is a guarded update; a variant short of units refuses the whole
 *     take, and the caller's transaction rolls back whatever it took before.
 *   - Lock order: variants in ascending id order, then their catalogue items (ascending too), so two
 *     transactions moving stock of the same variants wait for each other instead of deadlocking.
 *   - Listing freshness: after online stock moved, the items' price and stock fields
 *     (`min_price_kurus`, `min_original_price_kurus`, `total_stock`) are worked out again from their
 *     variants by the one rule (catalog-aggregates.ts: the card shows the cheapest size that can be
 *     bought) and `updated_at` is touched, so every process's listing index sees the change within
 *     seconds (search/listing-index.server.ts). A store's stock is not on the listing.
 *   - Alerts: online stock put back wakes the alerts check, so a member waiting for that size hears
 *     of it within seconds (member-lists/alerts.server.ts; jobs/wake.server.ts runs it after the
 *     commit).
 * Call every function inside the transaction that changes the order (or the catalogue).
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "#app/db/client.server";
import { products, storeStock } from "#app/db/schema";
import { wake } from "#app/domain/jobs/wake.server";
import { pgIntArray } from "#app/lib/pg-arrays";
import { catalogAggregates } from "./catalog-aggregates";

/** Units of one variant to take or put back. */
export type StockLine = { productId: number; quantity: number };

/** A take refused: the first variant (by id) that is short, and how many units it has left. */
export type StockShortage = { productId: number; left: number };

/** The same variant on several lines counts once, with their units added; ascending ids (the lock order). */
function byVariant(lines: readonly StockLine[]): [number, number][] {
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.productId, (need.get(l.productId) ?? 0) + l.quantity);
  return [...need.entries()].sort(([a], [b]) => a - b);
}

/**
 * Takes the units out of stock: the pickup store's (`storeId`), else the online stock and then the
 * listing fields of their items. Answers null, or the first shortage (nothing is undone here: the
 * caller throws and its transaction rolls back).
 */
export async function takeStockIn(tx: Tx, lines: readonly StockLine[], storeId: number | null): Promise<StockShortage | null> {
  const items: number[] = [];
  for (const [productId, quantity] of byVariant(lines)) {
    if (storeId != null) {
      const taken = await tx
        .update(storeStock)
        .set({ quantity: sql`${storeStock.quantity} - ${quantity}` })
        .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId), gte(storeStock.quantity, quantity)))
        .returning({ left: storeStock.quantity });
      if (taken.length === 0) {
        const [row] = await tx
          .select({ q: storeStock.quantity })
          .from(storeStock)
          .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
        return { productId, left: row?.q ?? 0 };
      }
      continue;
    }
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ catalogId: products.catalogId });
    if (taken.length === 0) {
      const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      return { productId, left: row?.stock ?? 0 };
    }
    items.push(taken[0].catalogId);
  }
  await touchListing(tx, items);
  return null;
}

/**
 * Puts the units back: into the pickup store's stock (`storeId`), else the online stock, then the
 * listing fields of their items, and wakes the alerts check.
 */
export async function putBackStockIn(tx: Tx, lines: readonly StockLine[], storeId: number | null): Promise<void> {
  const back = byVariant(lines);
  if (back.length === 0) return;
  if (storeId != null) {
    for (const [productId, quantity] of back) {
      await tx
        .update(storeStock)
        .set({ quantity: sql`${storeStock.quantity} + ${quantity}` })
        .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
    }
    return;
  }
  const items: number[] = [];
  for (const [productId, quantity] of back) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId))
      .returning({ catalogId: products.catalogId });
    if (row) items.push(row.catalogId);
  }
  // The items' price and stock fields follow their variants (a size back in stock may be the cheapest again).
  await touchListing(tx, items);
  // A size back in stock: members waiting for it hear of it soon.
  wake("alerts.check");
}

/**
 * The back office counts a variant's stock (catalogue-editor.server.ts): its online stock and the
 * stores' it names are set to those counts. The caller then refreshes the item's listing fields
 * (touchListing, or refreshCatalogueItems when its text changed too) and, after the commit, wakes
 * the alerts when units came back. The bulk update (bulk-prices.server.ts) sets thousands of
 * variants' prices and online stock in one statement and ends in touchListing the same way.
 */
export async function setStockIn(
  tx: Tx,
  productId: number,
  stock: { online: number; stores: readonly { storeId: number; quantity: number }[] },
): Promise<void> {
  await tx.update(products).set({ stock: stock.online }).where(eq(products.id, productId));
  if (stock.stores.length === 0) return;
  await tx
    .insert(storeStock)
    .values(stock.stores.map((s) => ({ productId, storeId: s.storeId, quantity: s.quantity })))
    .onConflictDoUpdate({ target: [storeStock.productId, storeStock.storeId], set: { quantity: sql`excluded.quantity` } });
}

type VariantRow = { catalog_id: number; price_kurus: number; original_price_kurus: number; stock: number; status: string };

/**
 * Works the items' price and stock fields out again from their variants and touches `updated_at`
 * (see the module comment): after anything changed a variant's stock, price or status. Also the
 * back office's catalogue edits (catalogue-editor.server.ts, bulk-prices.server.ts) end here.
 *
 * Concurrency: call it in the transaction that changed the variants, after changing them. It
 * locks the items' rows (in id order) before reading their variants, so of two transactions that
 * changed variants of one item the later reads what the earlier committed: the last word is right.
 */
export async function touchListing(tx: Db | Tx, catalogIds: readonly number[]): Promise<void> {
  const ids = [...new Set(catalogIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const idList = pgIntArray(ids);
  await tx.execute(sql`SELECT id FROM catalog_items WHERE id = ANY(${idList}::int[]) ORDER BY id FOR UPDATE`);
  const rows = await queryRows<VariantRow>(
    tx as Db,
    sql`SELECT catalog_id, price_kurus, original_price_kurus, stock, status FROM products
        WHERE catalog_id = ANY(${idList}::int[]) ORDER BY catalog_id, sort_order, id`,
  );
  const byItem = new Map<number, { priceKurus: number; originalPriceKurus: number; stock: number; status: string }[]>();
  for (const r of rows) {
    const list = byItem.get(r.catalog_id) ?? [];
    list.push({
      priceKurus: Number(r.price_kurus),
      originalPriceKurus: Number(r.original_price_kurus),
      stock: Number(r.stock),
      status: r.status,
    });
    byItem.set(r.catalog_id, list);
  }
  const list = ids.map((id) => ({ id, ...catalogAggregates(byItem.get(id) ?? []) }));
  const ints = (pick: (a: (typeof list)[number]) => number) => pgIntArray(list.map(pick));
  await tx.execute(sql`
    UPDATE catalog_items c
    SET min_price_kurus = u.min_price, min_original_price_kurus = u.min_original, total_stock = u.total_stock, updated_at = clock_timestamp()
    FROM unnest(${ints((a) => a.id)}::int[], ${ints((a) => a.minPriceKurus)}::int[], ${ints((a) => a.minOriginalPriceKurus)}::int[], ${ints((a) => a.totalStock)}::int[])
         AS u(id, min_price, min_original, total_stock)
    WHERE c.id = u.id`);
}
