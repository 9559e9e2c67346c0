/**
 * npm run bench:search [-- --products 100000 --rounds 5]
 *
 * Server time of the listing (keyword, facets, sort, pages) and of suggestions, measured in
 * process against the configured database. With DATABASE_URL it works on that PostgreSQL;
 * without it, on PGlite under DATA_DIR. A catalogue smaller than --products is re-seeded first
 * (DEMO data, --reset), so point it at a scratch database, e.g.
 *   createdb -h 127.0.0.1 -U postgres shopbench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shopbench npm run bench:search
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#app/db/client.server";
import { parseListingQuery } from "#app/domain/search/listing-query";
import { searchListing } from "#app/domain/search/listing.server";
import { LISTING_QUERIES } from "./listing-queries";
import { report } from "./stats";

const { values } = parseArgs({ options: { products: { type: "string", default: "100000" }, rounds: { type: "string", default: "5" } } });
const wanted = Number(values.products);
const rounds = Number(values.rounds);

const handle = await openDatabase();
const db = handle.db;
const count = async () => Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog_items`))[0]?.n ?? 0);

if ((await count()) < wanted) {
  console.log(`Katalogda ${await count()} ürün var; ${wanted} ürünle yeniden üretiliyor…`);
  await handle.close();
  execFileSync("npx", ["tsx", "scripts/seed.ts", "--products", String(wanted), "--reset"], {
    stdio: "inherit",
    env: { ...process.env, DEMO: "1" },
  });
  console.log("Tekrar çalıştırın / run again to measure on the new catalogue.");
  process.exit(0);
}
await db.execute(sql`analyze`);

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

console.log(`\n${await count()} ürün, ${handle.driver}; ${rounds} tur (ilk tur ısınma, sayılmaz)\n`);
for (const [label, queries] of Object.entries(LISTING_QUERIES)) {
  const samples: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    for (const qs of queries) {
      const ms = await time(() => searchListing(db, parseListingQuery(new URLSearchParams(qs))));
      if (r > 0) samples.push(ms);
    }
  }
  console.log(report(`listing: ${label}`, samples));
}

try {
  const { suggest } = await import("#app/domain/search/suggest.server");
  const terms = [
    "be",
    "beb",
    "bebek",
    "bebek ar",
    "bebek arabasi",
    "pij",
    "pijama",
    "oyun",
    "isik",
    "Işık",
    "cocuk",
    "çocuk p",
    "nevr",
    "chicco",
    "mama s",
  ];
  const samples: number[] = [];
  for (let r = 0; r <= rounds * 2; r++) {
    for (const term of terms) {
      const ms = await time(() => suggest(db, term));
      if (r > 0) samples.push(ms);
    }
  }
  console.log(report("suggest", samples));
} catch (error) {
  console.log(`suggest: ölçülemedi / not measured (${(error as Error).message})`);
}
await handle.close();
