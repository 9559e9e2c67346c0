/**
 * npm run bench:bulk-prices [-- --rows 10000 --runs 3]
 *
 * A bulk CSV update of 10,000 prices finishes in under 10 s, and the listing shows
 * the new prices right after. On PostgreSQL (DATABASE_URL, seeded with 100,000 products:
 * `DEMO=1 DATABASE_URL=… npm run db:seed -- --products 100000 --reset`), it writes a file of
 * `--rows` variants spread over the catalogue (every 20th variant by id) with new prices, then times
 * what the back office does: reading it for the preview (previewBulkUpload: parse, look every sku up,
 * keep the file) and 'Uygula' (applyBulkUpload: the variants, the items' listing fields and
 * `updated_at`, one audit row per variant, one transaction). It checks the items' minimum prices
 * follow, then puts the prices back the same way (not timed) and removes its audit rows.
 * `--runs` repeats it and prints each run and the median.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:bulk-prices
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#app/db/client.server";
import { applyBulkUpload, previewBulkUpload } from "#app/domain/catalog/bulk-prices.server";
import { formatMoney } from "#app/lib/money";

const { values } = parseArgs({ options: { rows: { type: "string", default: "10000" }, runs: { type: "string", default: "3" } } });
const count = Number(values.rows);
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL gerekli (PostgreSQL)");

const handle = await openDatabase();
const db = handle.db;
const [manager] = await queryRows<{ id: number }>(db, sql`SELECT id FROM managers WHERE role = 'owner' AND active ORDER BY id LIMIT 1`);
if (!manager) throw new Error("Bir Mağaza Sahibi yönetici gerekli (DEMO=1 ile tohumlayın)");
const variants = await queryRows<{ sku: string; price: number; original: number }>(
  db,
  sql`SELECT sku, price_kurus AS price, original_price_kurus AS original FROM products WHERE id % 20 = 0 ORDER BY id LIMIT ${count}`,
);
if (variants.length < count) throw new Error(`Katalogda yalnızca ${variants.length} uygun varyant var`);

const lira = (kurus: number) => formatMoney(kurus).replace(" TL", "");
const file = (price: (v: (typeof variants)[number]) => number) =>
  "sku;price;original_price;stock\n" + variants.map((v) => `${v.sku};${lira(price(v))};${lira(v.original)};`).join("\n") + "\n";
const lowered = file((v) => Math.max(100, v.price - 100));
const restored = file((v) => v.price);

async function run(text: string, label: string) {
  const started = performance.now();
  const preview = await previewBulkUpload(db, manager, `${label}.csv`, text);
  if (!preview.ok) throw new Error(preview.reason);
  const previewed = performance.now();
  const applied = await applyBulkUpload(db, manager, preview.token);
  if (!applied.ok) throw new Error(applied.reason);
  const done = performance.now();
  return {
    preview: previewed - started,
    apply: done - previewed,
    total: done - started,
    applied: applied.applied,
    items: applied.items,
    errors: applied.plan.errors.length,
  };
}

const totals: number[] = [];
console.log(`${count.toLocaleString("tr-TR")} satır, ${(Buffer.byteLength(lowered) / 1024).toFixed(0)} KB`);
for (let i = 0; i < Number(values.runs); i++) {
  const r = await run(lowered, "bench-dusur");
  const [check] = await queryRows<{ wrong: number | string }>(
    db,
    sql`SELECT count(*) AS wrong FROM catalog_items c WHERE c.id IN (SELECT catalog_id FROM products WHERE id % 20 = 0)
        AND c.min_price_kurus <> (SELECT min(price_kurus) FROM products p WHERE p.catalog_id = c.id AND p.status = 'active')`,
  );
  console.log(
    `run ${i + 1}: preview ${r.preview.toFixed(0)} ms + apply ${r.apply.toFixed(0)} ms = ${(r.total / 1000).toFixed(2)} s; ${r.applied} variants, ${r.items} items, ${r.errors} row errors; items whose minimum price is off: ${check.wrong}`,
  );
  totals.push(r.total);
  await run(restored, "bench-geri-al");
  await db.execute(sql`DELETE FROM audit_log WHERE action = 'catalogue.variant.bulk' AND summary LIKE 'Toplu güncelleme (bench-%'`);
}
totals.sort((a, b) => a - b);
console.log(`median ${(totals[Math.floor(totals.length / 2)] / 1000).toFixed(2)} s (goal < 10 s)`);
await handle.close();
