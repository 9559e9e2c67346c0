/**
 * Demo data CLI: `npm run db:seed -- --products 100000 [--seed X] [--reset] [--demo-accounts|--no-demo-accounts]`
 *
 * Opens the configured database (DATA_DIR for the embedded PGlite, DATABASE_URL for PostgreSQL),
 * runs the migrations, loads Turkey's places, then generates the demo shop. A database that already
 * has catalogue items is left alone unless --reset is given, which empties the shop's tables
 * (everything but cities, districts and towns) first.
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import cliProgress from "cli-progress";
import { config } from "#app/lib/config.server";
import { openDatabase } from "#app/db/client.server";
import { ensurePlaces } from "#app/db/places.server";
import * as schema from "#app/db/schema";
import { seedDemoData } from "#app/demo/seed.server";

type Args = { products: number; seed: string; reset: boolean; demoAccounts: boolean; help: boolean };

function parseArgs(argv: string[]): Args {
  const args: Args = {
    products: config.seedProducts,
    seed: config.seed === "none" ? "minik-dunya" : config.seed,
    reset: false,
    demoAccounts: config.demo,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--products":
      case "-n": {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) fail("--products bir pozitif tam sayı olmalı / must be a positive whole number");
        args.products = n;
        break;
      }
      case "--seed":
        args.seed = String(value() ?? "");
        if (!args.seed) fail("--seed boş olamaz / must not be empty");
        break;
      case "--reset":
        args.reset = true;
        break;
      case "--demo-accounts":
        args.demoAccounts = true;
        break;
      case "--no-demo-accounts":
        args.demoAccounts = false;
        break;
      case "--help":
      case "-h":
        args.help = true;
        break;
      default:
        fail(`Bilinmeyen seçenek / unknown option: ${argv[i]}`);
    }
  }
  return args;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const HELP = `Kullanım / usage: npm run db:seed -- [--products N] [--seed X] [--reset] [--demo-accounts|--no-demo-accounts]

  --products N        katalog ürünü sayısı / catalogue items (varsayılan / default ${config.seedProducts})
  --seed X            üreteç tohumu; aynı tohum aynı mağaza / generator seed (default "${config.seed === "none" ? "minik-dunya" : config.seed}")
  --reset             mevcut mağaza verisini silip baştan üretir (şehir/ilçe/mahalle kalır)
                      empties the shop's tables first (cities, districts, towns are kept)
  --demo-accounts     demo hesaplarını oluşturur / create the demo accounts (default: ${config.demo ? "on" : "off"} in this mode)

Veritabanı / database: ${config.databaseUrl ? "DATABASE_URL (PostgreSQL)" : `PGlite in DATA_DIR=${config.dataDir}`}`;

/** Every shop table except the places and drizzle's own bookkeeping. */
function shopTables(): string[] {
  const keep = new Set(["cities", "districts", "towns"]);
  return Object.values(schema)
    .flatMap((v) => (is(v, PgTable) ? [getTableName(v)] : []))
    .filter((name) => !keep.has(name));
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(HELP);
    return;
  }
  const started = Date.now();
  const target = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite (${config.dataDir})`;
  console.log(`Veritabanı / database: ${target}`);
  const handle = await openDatabase();
  const { db } = handle;
  try {
    await ensurePlaces(db);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.catalogItems);
    if (count > 0) {
      if (!args.reset) {
        console.error(
          `Katalogda zaten ${count} ürün var; yeniden üretmek için --reset kullanın (mevcut mağaza verisi silinir).\n` +
            `The catalogue already has ${count} items; pass --reset to regenerate (this deletes the shop's data).`,
        );
        process.exitCode = 1;
        return;
      }
      const tables = shopTables();
      console.log(`Mağaza tabloları boşaltılıyor / emptying ${tables.length} shop tables…`);
      await db.execute(sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(", ")} restart identity cascade`));
    }

    console.log(
      `Demo verisi üretiliyor / generating: ${args.products} ürün, tohum / seed "${args.seed}", demo hesapları / demo accounts: ${args.demoAccounts ? "evet / yes" : "hayır / no"}`,
    );
    const bar = new cliProgress.SingleBar(
      {
        format: "{stage} |{bar}| {percentage}% | {value}/{total} ürün | {duration_formatted}",
        hideCursor: true,
        clearOnComplete: false,
        // Without a terminal (CI logs) print a progress line every few seconds instead.
        noTTYOutput: true,
        notTTYSchedule: 5000,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(args.products, 0, { stage: "Hazırlık".padEnd(12) });
    await seedDemoData(db, {
      seed: args.seed,
      products: args.products,
      demoAccounts: args.demoAccounts,
      onProgress: (done, _total, stage) => bar.update(done, { stage: stage.padEnd(12) }),
    });
    bar.stop();

    const [stats] = await db
      .select({
        items: sql<number>`(select count(*)::int from catalog_items)`,
        variants: sql<number>`(select count(*)::int from products)`,
        stores: sql<number>`(select count(*)::int from stores)`,
        comments: sql<number>`(select count(*)::int from comments)`,
      })
      .from(sql`(select 1) as one`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Tamamlandı / done in ${seconds} s: ${stats.items} ürün / items, ${stats.variants} varyant / variants, ${stats.stores} mağaza / stores, ${stats.comments} yorum / comments.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("Demo verisi üretilemedi / seeding failed:", error);
  process.exit(1);
});
