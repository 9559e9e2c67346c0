/**
 * For the subscription tests: a nappy of known price and sizes, 'Bebek Bezi Ultra Kuru' in Bebek
 * Bakım (sizes Beden 3, 4 and 5, the best seller, so /abonelik offers it first beside the demo's own
 * nappies), written into a stopped shop's database; and the recurring-order job's database opened on
 * a stopped shop's storage as the shop opens it.
 */
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "#app/db/schema";
import { overPool, type Db } from "#app/db/client.server";
import { startJobQueue, type QueueTarget } from "#app/domain/jobs/queue.server";
import { SHOP_QUEUES } from "#app/domain/jobs/queues.server";
import { createSandboxProvider } from "#app/domain/payments/sandbox-provider.server";
import { runDueSubscriptions } from "#app/domain/subscriptions/recurring-orders.server";
import { foldForSearch } from "#app/lib/turkish";
import { withStorageSql, type Storage } from "./server";

export const NAPPY = { name: "Bebek Bezi Ultra Kuru", sizes: ["Beden 3", "Beden 4", "Beden 5"], priceKurus: 34_990, stock: 40 };

/** Writes the nappy item and its variants (the best seller of its category, so the page offers it first); answers the variants' ids by size. */
export async function addNappies(storage: Storage): Promise<Record<string, number>> {
  return withStorageSql(storage, async (query) => {
    const [{ category_id, brand_id, brand }] = await query<{ category_id: number; brand_id: number; brand: string }>(
      "SELECT c.id AS category_id, b.id AS brand_id, b.name AS brand FROM categories c, brands b WHERE c.slug = 'bebek-bakim' ORDER BY b.id LIMIT 1",
    );
    const [{ size }] = await query<{ size: number }>("SELECT id AS size FROM attributes WHERE code = 'size'");
    const search = foldForSearch(`${NAPPY.name} ${brand} Bebek Bakım ${NAPPY.sizes.join(" ")}`);
    const [{ id }] = await query<{ id: number }>(
      `INSERT INTO catalog_items (name, sef_url, brand_id, category_id, description, age_group, illustration, vat_rate, sales_count, min_price_kurus, min_original_price_kurus, total_stock, search_text, sizes)
       VALUES ($1, 'bebek-bezi-ultra-kuru', $2, $3, 'Gece boyu kuru tutan, nefes alabilen bebek bezi.', '0-12 Ay', 'box', 20, 1000000, $4, $4, $5, $6, $7) RETURNING id`,
      [NAPPY.name, brand_id, category_id, NAPPY.priceKurus, NAPPY.stock * NAPPY.sizes.length, search, NAPPY.sizes],
    );
    const ids: Record<string, number> = {};
    for (const [i, label] of NAPPY.sizes.entries()) {
      const [variant] = await query<{ id: number }>(
        "INSERT INTO products (catalog_id, sku, barcode, name, price_kurus, original_price_kurus, stock, sort_order) VALUES ($1, $2, $3, $4, $5, $5, $6, $7) RETURNING id",
        [id, `BEZ-ULTRA-${i + 3}`, `869000000${i}001`, `${NAPPY.name} ${label}`, NAPPY.priceKurus, NAPPY.stock, i],
      );
      await query("INSERT INTO product_attributes (product_id, attribute_id, value) VALUES ($1, $2, $3)", [variant.id, size, label]);
      ids[label] = variant.id;
    }
    return ids;
  });
}

/**
 * The job's database, as the shop opens it: on PGlite this process opens the stopped shop's data
 * directory with the extensions the catalogue's triggers use; on PostgreSQL its URL.
 */
export async function openJobTarget(storage: Storage): Promise<{ target: QueueTarget; close: () => Promise<void> }> {
  if (storage.kind === "postgres") return { target: { kind: "postgres", url: storage.databaseUrl }, close: async () => {} };
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const pglite = await PGlite.create(`${storage.dataDir}/pglite`, { extensions: { pg_trgm, unaccent } });
  return { target: { kind: "pglite", pglite }, close: () => pglite.close() };
}

/** The job's database handle on an opened target (drizzle over the PGlite, or a pool of its own on PostgreSQL). */
export async function jobDb(target: QueueTarget): Promise<{ db: Db; close: () => Promise<void> }> {
  if (target.kind === "pglite") return { db: drizzle(target.pglite, { schema }) as unknown as Db, close: async () => {} };
  const pool = new pg.Pool({ connectionString: target.url, max: 3 });
  return { db: await overPool(pool), close: () => pool.end() };
}

/** Sends `subscriptions.run` through the shop's job queue `times` times, worked by the shop's handler, each run waited for. */
export async function runSubscriptionsJob(target: QueueTarget, db: Db, origin: string, times = 1): Promise<void> {
  const queue = await startJobQueue(target, SHOP_QUEUES, { maintenanceIntervalSeconds: 1 });
  try {
    // The shop's handler (server/jobs.ts) on this database.
    await queue.work({ "subscriptions.run": async () => void (await runDueSubscriptions(db, createSandboxProvider(db), { origin })) });
    for (let i = 0; i < times; i++) {
      const id = await queue.send("subscriptions.run", { trigger: "manual" });
      const started = Date.now();
      while ((await queue.job("subscriptions.run", id!))?.state !== "completed") {
        if (Date.now() - started > 60_000) throw new Error("the subscriptions job did not complete");
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } finally {
    await queue.stop({ timeoutMs: 5_000 });
  }
}
