/**
 * npm run bench:gift-list [-- --items 200 --requests 300]
 *
 * A gift list with 200 items opens in under 50 ms p95 on PostgreSQL. On the seeded
 * database of DATABASE_URL it makes a member of its own (bench-gift@example.com, kept between runs)
 * with one list of `--items` products (some of them partly bought), starts the built shop
 * (`npm run build` first) and asks for the list's public page /hediye-listesi/goster/{id} one
 * request after another: as a visitor, as the list's owner (signed in: their remove buttons and
 * the buyers' marks), and as the page's JSON. Prints p50/p95/p99 of each; removes its list after.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:gift-list
 */
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#app/db/client.server";
import { startShop } from "./shop-server";
import { percentile, report } from "./stats";

const { values } = parseArgs({ options: { items: { type: "string", default: "200" }, requests: { type: "string", default: "300" } } });
const items = Number(values.items);
const requests = Number(values.requests);
const P95_TARGET_MS = 50;
if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL gerekli (PostgreSQL)");

const handle = await openDatabase();
const db = handle.db;
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0];

const owner = await one<{ id: number }>(sql`
  INSERT INTO users (email, password_hash, firstname, lastname) VALUES ('bench-gift@example.com', 'x', 'Hediye', 'Bench')
  ON CONFLICT (email) DO UPDATE SET firstname = excluded.firstname RETURNING id`);
await db.execute(sql`DELETE FROM gift_lists WHERE user_id = ${owner.id}`);
const list = await one<{ id: number }>(sql`
  INSERT INTO gift_lists (user_id, name, expire_date) VALUES (${owner.id}, 'Bench Listesi', (now() + interval '60 days')::date) RETURNING id`);
// Products spread over the catalogue, every fifth one wanted twice and bought once.
await db.execute(sql`
  INSERT INTO gift_list_items (list_id, product_id, quantity, purchased_quantity)
  SELECT ${list.id}, p.id, CASE WHEN n % 5 = 0 THEN 2 ELSE 1 END, CASE WHEN n % 5 = 0 THEN 1 ELSE 0 END
  FROM (SELECT p.id, row_number() OVER (ORDER BY p.id) AS n FROM products p JOIN catalog_items c ON c.id = p.catalog_id
        WHERE p.status = 'active' AND c.status = 'active' AND p.id % 97 = 0 LIMIT ${items}) p`);
const { n: made } = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM gift_list_items WHERE list_id = ${list.id}`);

// The owner's session, as the shop keeps it (sessions.id is the hash of the cookie's token).
const token = crypto.randomBytes(32).toString("base64url");
await db.execute(sql`
  INSERT INTO sessions (id, user_id, data, expires_at)
  VALUES (${crypto.createHash("sha256").update(token).digest("base64url")}, ${owner.id}, '{}'::jsonb, now() + interval '1 hour')`);

const started = await startShop({ workers: 1 });
const path = `/hediye-listesi/goster/${list.id}`;

async function timed(label: string, headers: Record<string, string>): Promise<number> {
  for (let i = 0; i < 30; i++) await (await fetch(`${started.base}${path}`, { headers })).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const response = await fetch(`${started.base}${path}`, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - t);
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
  }
  console.log(report(label, samples));
  return percentile(
    [...samples].sort((a, b) => a - b),
    95,
  );
}

try {
  console.log(`\n${started.base}${path}: ${made} ürünlü liste, ${requests} ardışık istek\n`);
  const p95s = [
    await timed("ziyaretçi (HTML)", {}),
    await timed("liste sahibi (HTML, oturum)", { Cookie: `sid=${token}` }),
    await timed("ziyaretçi (JSON)", { Accept: "application/json" }),
  ];
  const worst = Math.max(...p95s);
  console.log(`\nen kötü p95 ${worst.toFixed(1)} ms ${worst < P95_TARGET_MS ? "OK" : `HEDEF ÜSTÜ (< ${P95_TARGET_MS} ms)`}`);
} finally {
  started.child.kill("SIGTERM");
  await db.execute(sql`DELETE FROM gift_lists WHERE id = ${list.id}`);
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${owner.id}`);
  await handle.close();
}
