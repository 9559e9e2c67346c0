/**
 * Keeps a catalogue item's price and stock fields (`min_price_kurus`, `min_original_price_kurus`,
 * `total_stock`) in step with its variants after their stock or prices changed: an order taking
 * units, a failed payment or a cancellation giving them back, a return reaching the warehouse, the
 * back office's price and stock edits. The rule is catalog-aggregates.ts's (the card shows the
 * cheapest size that can be bought), so a size selling out moves the card's price as it happens.
 * Touches `updated_at`: every process's listing index sees the change within seconds.
 *
 * Concurrency: call it in the transaction that changed the variants, after changing them. It
 * locks the items' rows (in id order) before reading their variants, so of two transactions that
 * changed variants of one item the later reads what the earlier committed: the last word is right.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db, type Tx } from "#app/db/client.server";
import { pgIntArray } from "#app/lib/pg-arrays";
import { catalogAggregates } from "./catalog-aggregates";

type VariantRow = { catalog_id: number; price_kurus: number; original_price_kurus: number; stock: number; status: string };

/** Works the items' price and stock fields out again from their variants (see the module comment). */
export async function refreshItemAggregatesIn(tx: Db | Tx, catalogIds: readonly number[]): Promise<void> {
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
    list.push({ priceKurus: Number(r.price_kurus), originalPriceKurus: Number(r.original_price_kurus), stock: Number(r.stock), status: r.status });
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
