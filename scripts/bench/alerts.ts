/**
 * npm run bench:alerts [-- --alerts 10000 --runs 3]
 *
 * 10,000 alerts are checked after a price change in under a second. On PostgreSQL
 * (DATABASE_URL, seeded), it makes `--alerts` members of its own (bench-alert-N@example.com, kept
 * between runs) with a price alert each on one variant, lowers the variant's price and times
 * `checkAlerts` (the claim of every due alert and its e-mail in the outbox, in one go as the job
 * does), then counts: every alert told once, a second check tells none. Then it removes its alerts
 * and messages and puts the price back. `--runs` repeats it and prints the median.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:alerts
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#app/db/client.server";
import { checkAlerts } from "#app/domain/member-lists/alerts.server";

const { values } = parseArgs({ options: { alerts: { type: "string", default: "10000" }, runs: { type: "string", default: "3" } } });
const count = Number(values.alerts);
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL gerekli (PostgreSQL)");

/** The messages' links (the shop's public address in the job). */
const ORIGIN = process.env.PUBLIC_URL || "http://localhost:3000";
const handle = await openDatabase();
const db = handle.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0];

await db.execute(sql`
  INSERT INTO users (email, password_hash, firstname, lastname)
  SELECT 'bench-alert-' || n || '@example.com', 'x', 'Üye', 'Bench' FROM generate_series(1, ${count}::int) n
  ON CONFLICT DO NOTHING`);
const variant = await one<{ id: number; price: number; original: number }>(sql`
  SELECT p.id, p.price_kurus AS price, p.original_price_kurus AS original FROM products p JOIN catalog_items c ON c.id = p.catalog_id
  WHERE p.status = 'active' AND c.status = 'active' AND p.price_kurus > 10000 ORDER BY p.id LIMIT 1`);

const times: number[] = [];
try {
  for (let run = 0; run < Number(values.runs); run++) {
    await db.execute(sql`DELETE FROM alerts WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'bench-alert-%')`);
    await db.execute(sql`
      INSERT INTO alerts (user_id, product_id, type, price_at_request_kurus)
      SELECT id, ${variant.id}, 'price', ${variant.price} FROM users WHERE email LIKE 'bench-alert-%' ORDER BY id LIMIT ${count}`);
    await db.execute(sql`UPDATE products SET price_kurus = ${variant.price - 1000} WHERE id = ${variant.id}`);
    const started = performance.now();
    const fired = await checkAlerts(db, ORIGIN);
    const ms = performance.now() - started;
    times.push(ms);
    const again = await checkAlerts(db, ORIGIN);
    const told = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox WHERE "to" LIKE 'bench-alert-%'`);
    const problems = [
      fired !== count && `${count} alarmdan ${fired} bildirildi`,
      again !== 0 && `ikinci kontrol ${again} bildirdi`,
      told.n !== count && `giden kutusunda ${told.n} e-posta`,
    ].filter(Boolean);
    console.log(
      `çalışma ${run + 1}: ${count} alarm, ${ms.toFixed(0)} ms (${Math.round((count / ms) * 1000)} alarm/s)${problems.length ? `; SORUN: ${problems.join(", ")}` : ", her biri bir kez"}`,
    );
    await db.execute(sql`DELETE FROM outbox WHERE "to" LIKE 'bench-alert-%'`);
    await db.execute(sql`UPDATE products SET price_kurus = ${variant.price} WHERE id = ${variant.id}`);
    if (problems.length) process.exitCode = 1;
  }
} finally {
  await db.execute(sql`DELETE FROM alerts WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'bench-alert-%')`);
  await db.execute(sql`UPDATE products SET price_kurus = ${variant.price} WHERE id = ${variant.id}`);
  await handle.close();
}
times.sort((a, b) => a - b);
console.log(`medyan ${times[Math.floor(times.length / 2)].toFixed(0)} ms (hedef: 1.000 ms altında)`);
