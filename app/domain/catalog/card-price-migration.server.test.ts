/**
 * Migration 0029 works the card price of items written under the old rule out again: its SQL must
 * pick the same lead size as leadVariant (catalog-aggregates.ts), which every writer uses since.
 */
import fs from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { brands, catalogItems, categories, products } from "#app/db/schema";
import { openTestDb } from "#tests/support/unit/test-db";
import { catalogAggregates } from "./catalog-aggregates";

const MIGRATION = new URL("../../db/migrations/0029_card_price_lead_size.sql", import.meta.url);

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => close?.());

type Size = { priceKurus: number; originalPriceKurus: number; stock: number; status?: string };
const CASES: Record<string, Size[]> = {
  "the cheaper first size sold out": [
    { priceKurus: 9_990, originalPriceKurus: 12_990, stock: 0 },
    { priceKurus: 14_990, originalPriceKurus: 14_990, stock: 3 },
    { priceKurus: 12_990, originalPriceKurus: 15_990, stock: 1 },
  ],
  "a tie: the first in order": [
    { priceKurus: 5_000, originalPriceKurus: 7_000, stock: 2 },
    { priceKurus: 5_000, originalPriceKurus: 5_000, stock: 2 },
  ],
  "every size sold out: the cheapest active": [
    { priceKurus: 8_000, originalPriceKurus: 8_000, stock: 0 },
    { priceKurus: 7_000, originalPriceKurus: 9_000, stock: 0 },
    { priceKurus: 1_000, originalPriceKurus: 1_000, stock: 4, status: "passive" },
  ],
  "no active size: the cheapest of all": [
    { priceKurus: 3_000, originalPriceKurus: 3_000, stock: 1, status: "passive" },
    { priceKurus: 2_000, originalPriceKurus: 2_500, stock: 0, status: "passive" },
  ],
};

describe("migration 0029 (card price of the lead size)", () => {
  it("gives every item the price and original price of leadVariant's size", async () => {
    const [category] = await db.insert(categories).values({ name: "Giyim", slug: "giyim-m29", area: "giyim" }).returning();
    const [brand] = await db.insert(brands).values({ name: "Minik", slug: "minik-m29" }).returning();
    const items = new Map<number, Size[]>();
    let n = 0;
    for (const [name, sizes] of Object.entries(CASES)) {
      // Written under the old rule (here: nonsense), as a shop's existing rows would be.
      const [item] = await db
        .insert(catalogItems)
        .values({ name, sefUrl: `m29-${++n}`, brandId: brand.id, categoryId: category.id, minPriceKurus: 1, minOriginalPriceKurus: 1 })
        .returning();
      await db.insert(products).values(
        sizes.map((s, i) => ({
          catalogId: item.id,
          sku: `M29-${n}-${i}`,
          barcode: `M29B-${n}-${i}`,
          name: `${name} ${i}`,
          sortOrder: i,
          status: s.status ?? "active",
          ...s,
        })),
      );
      items.set(item.id, sizes);
    }
    await db.execute(sql.raw(fs.readFileSync(MIGRATION, "utf8")));
    for (const [id, sizes] of items) {
      const [row] = await db
        .select({ name: catalogItems.name, price: catalogItems.minPriceKurus, original: catalogItems.minOriginalPriceKurus })
        .from(catalogItems)
        .where(eq(catalogItems.id, id));
      const want = catalogAggregates(sizes);
      expect({ price: row.price, original: row.original }, row.name).toEqual({
        price: want.minPriceKurus,
        original: want.minOriginalPriceKurus,
      });
    }
  });
});
