/**
 * The shop's business values as stored (shop-settings.ts holds the defaults and bounds): one row
 * per value in `settings` (key → jsonb number: kuruş or points); a missing, malformed or
 * out-of-bounds row counts as the default.
 *
 * How fresh each reader is, with several processes on one database:
 * - `loadShopSettings` reads the table on every call: the basket, checkout, the pay call and the
 *   order itself (inside its transaction) price with the values as they are at that moment, in
 *   every process, so a save takes effect on the next request anywhere.
 * - `loadShownShopSettings` is for texts drawn around pages (the header's offer on every page):
 *   kept SHOWN_MS per process, forgotten at once by a save in the same process. A page in the
 *   page cache (server/page-cache.ts) adds up to PAGE_CACHE_TTL_MS (10 s) to that.
 *
 * `saveShopSettings` (the owner's /yonetim/ayarlar) writes the values that changed and one audit
 * row with them before and after, in one transaction; saves take turns (an advisory lock), so
 * each row's "before" is what the previous save left.
 */
import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { cachedRead } from "#app/db/read-cache.server";
import { settings } from "#app/db/schema";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { changedOnly } from "#app/domain/audit/audit-entry";
import { SHOP_SETTING_LABELS } from "./messages";
import { SHOP_SETTING_DEFAULTS, SHOP_SETTING_KEYS, settingValue, type ShopSettingKey, type ShopSettings } from "./shop-settings";

async function readSettings(db: Db | Tx): Promise<ShopSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, SHOP_SETTING_KEYS));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out = { ...SHOP_SETTING_DEFAULTS };
  for (const key of SHOP_SETTING_KEYS) out[key] = settingValue(key, stored.get(key)) ?? SHOP_SETTING_DEFAULTS[key];
  return out;
}

/** The shop's current business values, read now: the stored ones, else the defaults. */
export const loadShopSettings = (db: Db | Tx): Promise<ShopSettings> => readSettings(db);

/** How long a process keeps the values its page texts show (see the module comment). */
export const SHOWN_SETTINGS_MS = 5_000;

/** The values for texts around pages (the header): at most SHOWN_SETTINGS_MS old in another process. */
export const loadShownShopSettings = cachedRead(SHOWN_SETTINGS_MS, readSettings);

/** The keys a save changed (none: nothing written, no audit row). */
export type SettingsSave = { changed: ShopSettingKey[] };

/** Saves the owner's values: the changed rows and one audit row ('settings.update', before → after of the changed values), in one transaction. */
export async function saveShopSettings(db: Db, actor: AuditActor, input: ShopSettings): Promise<SettingsSave> {
  const changed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-settings'))`);
    const before = await readSettings(tx);
    const diff = changedOnly(before, { ...input });
    const keys = diff.keys as ShopSettingKey[];
    if (keys.length === 0) return keys;
    await tx
      .insert(settings)
      .values(keys.map((key) => ({ key, value: input[key] })))
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
    await recordAudit(tx, actor, {
      action: "settings.update",
      entity: { type: "settings", id: null },
      before: diff.before,
      after: diff.after,
      summary: `Ayarlar güncellendi: ${keys.map((k) => SHOP_SETTING_LABELS[k]).join(", ")}`,
    });
    return keys;
  });
  if (changed.length > 0) loadShownShopSettings.forget(db);
  return { changed };
}
