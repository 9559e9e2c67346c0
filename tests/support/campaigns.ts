/**
 * A shop of its own with the campaigns a test chooses (and no demo data: SEED=none), for the
 * campaigns page's tests: its countdowns depend on how far each campaign's end is, which the demo
 * data (ends relative to when it was seeded) does not pin down. The campaigns are written before
 * the shop's first start, into a database migrated here with the shop's own migrations (drizzle's
 * migrator, as app/db/client.server.ts runs it), so one start is enough on either target (PGlite
 * or PostgreSQL, tests/support/server.ts). The shop then applies nothing new and starts as after a
 * restart.
 *
 * Ends are given relative to `now` (when the rows are written): a test that checks the countdown
 * picks ends far from a boundary ('Son 3 Gün' at 3 days 12 hours), so the time the start takes does
 * not change what the page shows.
 */
import { campaigns } from "#app/db/schema";
import { createStorage, openStorageDb, startShop, type ShopServer, type Storage } from "./server";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type TestCampaign = {
  title: string;
  categoryValue: string;
  /** From now until its end (negative: ended that long ago). */
  endsIn: number;
  /** From now until its start (default: a day ago). */
  startsIn?: number;
  description?: string;
  link?: string;
  sortOrder?: number;
  kind?: "percent" | "amount" | "basketPercent" | "buyXPayY" | "basketAmount";
  discountPercent?: number;
  colorFrom?: string;
  colorTo?: string;
};

/** Migrates the storage's database as the shop would and writes the campaigns. */
async function writeCampaigns(storage: Storage, rows: (typeof campaigns.$inferInsert)[]) {
  const { db, migrate, close } = await openStorageDb(storage);
  try {
    await migrate();
    if (rows.length) await db.insert(campaigns).values(rows);
  } finally {
    await close();
  }
}

/** Starts a shop whose only campaigns are `list`; `now` is the moment their ends were counted from. */
export async function startShopWithCampaigns(
  list: TestCampaign[],
): Promise<{ server: ShopServer; now: number; dispose: () => Promise<void> }> {
  const storage = await createStorage();
  const now = Date.now();
  try {
    await writeCampaigns(
      storage,
      list.map((c, i) => ({
        title: c.title,
        slug: `test-kampanya-${i + 1}`,
        description: c.description ?? `${c.title} için seçili ürünlerde indirim.`,
        categoryValue: c.categoryValue,
        discountPercent: c.discountPercent ?? 20,
        kind: c.kind ?? "percent",
        link: c.link ?? `/kategori/${c.categoryValue}`,
        colorFrom: c.colorFrom ?? "#f59e0b",
        colorTo: c.colorTo ?? "#ef4444",
        startsAt: new Date(now + (c.startsIn ?? -DAY)),
        endsAt: new Date(now + c.endsIn),
        showOnHome: true,
        sortOrder: c.sortOrder ?? i + 1,
      })),
    );
    const server = await startShop(storage, { SEED: "none" });
    return {
      server,
      now,
      dispose: async () => {
        await server.stop();
        await storage.dispose();
      },
    };
  } catch (error) {
    await storage.dispose().catch(() => {});
    throw error;
  }
}
