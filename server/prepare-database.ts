/**
 * Start-up: open and migrate the database, load Turkey's places, and fill an empty shop with the
 * deterministic demo data in demo mode (unless SEED=none); a demo shop seeded earlier gets the demo
 * carriers and back-office managers it lacks; the gift cards are made when missing. Runs once per process before the first
 * request.
 *
 * Several processes may start at once on one PostgreSQL database (workers of `npm start`, or
 * machines): the migrations and the steps after them each run under an advisory lock
 * (db/advisory-locks.server.ts), so one process does the work while the others wait, then find it
 * done (places there, catalogue filled) and seed nothing.
 */
import { sql } from "drizzle-orm";
import { config } from "#app/lib/config.server";
import { openDatabase, type Db } from "#app/db/client.server";
import { ADVISORY_LOCKS, withAdvisoryLock } from "#app/db/advisory-locks.server";
import { catalogItems } from "#app/db/schema";
import { ensurePlaces } from "#app/db/places.server";
import { addDemoCarriers, seedDemoData } from "#app/demo/seed.server";
import { addDemoManagers } from "#app/demo/managers.server";
import { purgeExpiredSessions } from "#app/domain/sessions/session.server";
import { purgeExpiredManagerSessions } from "#app/domain/back-office/manager-session.server";
import { ensureGiftCards } from "#app/domain/gift-cards/gift-card-catalogue.server";
import { logger } from "#app/lib/logger.server";

export async function prepareDatabase(): Promise<void> {
  const { db } = await openDatabase();
  await withAdvisoryLock(config.databaseUrl, ADVISORY_LOCKS.prepare, () => fillDatabase(db));
}

async function fillDatabase(db: Db): Promise<void> {
  await ensurePlaces(db);
  await purgeExpiredSessions(db);
  await purgeExpiredManagerSessions(db);
  await fillCatalogue(db);
  // The gift cards of /hediye-kart-islemleri, in any shop that has a category to file them under.
  await ensureGiftCards(db);
}

async function fillCatalogue(db: Db): Promise<void> {
  // Demo data belongs to demo mode (PRODUCT.md): on with the embedded database, off with
  // DATABASE_URL unless DEMO=1. SEED=none keeps even a demo shop empty.
  if (!config.demo || config.seed === "none") return;
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(catalogItems);
  if (count > 0) {
    // Seeded by an earlier version: carriers and managers added to the demo data since then arrive now.
    await addDemoCarriers(db);
    await addDemoManagers(db);
    return;
  }
  const started = Date.now();
  logger.info({ products: config.seedProducts }, "Demo verisi hazırlanıyor");
  await seedDemoData(db, { seed: config.seed, products: config.seedProducts, demoAccounts: config.demo });
  logger.info({ seconds: Number(((Date.now() - started) / 1000).toFixed(1)) }, "Demo verisi hazır");
}
