/**
 * The shop's business values (PRODUCT.md "Business values"): free shipping from 500 TL, standard
 * shipping 49,90 TL, pay-at-the-door fee 19,90 TL. A manager may override each one in the
 * `settings` table (key → jsonb number of kuruş); a missing or malformed row falls back to the
 * default here. The demo seed writes these same defaults (app/demo/content.ts), so each rule
 * has one home.
 */
import { inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { settings } from "#app/db/schema";
import type { Kurus } from "#app/lib/money";

export type ShopSettings = {
  /** A basket whose products total at least this much ships free. */
  freeShippingThresholdKurus: Kurus;
  /** Standard shipping fee below the threshold. */
  shippingKurus: Kurus;
  /** Pay-at-the-door fee. */
  podFeeKurus: Kurus;
};

export const SHOP_SETTING_DEFAULTS: Readonly<ShopSettings> = Object.freeze({
  freeShippingThresholdKurus: 50_000,
  shippingKurus: 4_990,
  podFeeKurus: 1_990,
});

const KEYS = Object.keys(SHOP_SETTING_DEFAULTS) as (keyof ShopSettings)[];

/** A stored value as whole kuruş (a number or a numeric string, never negative); null otherwise. */
function asKurus(value: unknown): Kurus | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** The shop's current business values: the stored ones, else the defaults. */
export async function loadShopSettings(db: Db): Promise<ShopSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, KEYS));
  const stored = new Map(rows.map((r) => [r.key, asKurus(r.value)]));
  const out = { ...SHOP_SETTING_DEFAULTS };
  for (const key of KEYS) out[key] = stored.get(key) ?? SHOP_SETTING_DEFAULTS[key];
  return out;
}
