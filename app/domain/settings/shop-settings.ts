/**
 * The shop's business values (PRODUCT.md "Business values the spec leaves open"): free shipping
 * from 500 TL, standard shipping 49,90 TL, pay-at-the-door fee 19,90 TL, 1 Joker point per full
 * 100 TL paid, 10 points (10 TL) more for a store pickup. The one home of each default and of each
 * bound. The owner changes them at /yonetim/ayarlar (shop-settings.server.ts saves them in the
 * `settings` table, key → jsonb number); the demo seed writes these same defaults
 * (app/demo/content.ts). Client-safe: the checkout page's totals, the back office's form and the
 * shell's texts use it.
 */
import type { Kurus } from "#app/lib/money";

export type ShopSettings = {
  /** A basket whose products total at least this much ships free. */
  freeShippingThresholdKurus: Kurus;
  /** Standard shipping fee below the threshold (when no carrier is chosen yet). */
  shippingKurus: Kurus;
  /** Pay-at-the-door fee. */
  podFeeKurus: Kurus;
  /** Joker points an order earns per full 100 TL paid (1 point = 1 TL: POINT_KURUS). */
  pointsPer100Lira: number;
  /** Joker points a store pickup (getShop) adds to what the order earns. */
  pickupBonusPoints: number;
};

export type ShopSettingKey = keyof ShopSettings;

export const SHOP_SETTING_DEFAULTS: Readonly<ShopSettings> = Object.freeze({
  freeShippingThresholdKurus: 50_000,
  shippingKurus: 4_990,
  podFeeKurus: 1_990,
  pointsPer100Lira: 1,
  pickupBonusPoints: 10,
});

/**
 * The highest value each may take; the lowest is 0 for all (0 TL: every order ships free, or no
 * fee; 0 points: none earned). Money settings end in `Kurus` (the audit log shows them as money).
 */
export const SHOP_SETTING_MAX: Readonly<ShopSettings> = Object.freeze({
  freeShippingThresholdKurus: 10_000_000, // 100.000,00 TL
  shippingKurus: 100_000, // 1.000,00 TL
  podFeeKurus: 100_000, // 1.000,00 TL
  pointsPer100Lira: 20, // a fifth of what is paid back as points
  pickupBonusPoints: 500, // 500 TL of points
});

/** The settings in the order the back office lists them. */
export const SHOP_SETTING_KEYS = Object.keys(SHOP_SETTING_DEFAULTS) as ShopSettingKey[];

/** Whether the setting is an amount of money (kuruş) rather than a number of points. */
export const isMoneySetting = (key: ShopSettingKey) => key.endsWith("Kurus");

/** A stored value of this setting (a number or a numeric string) when it is a whole number within its bounds; null otherwise. */
export function settingValue(key: ShopSettingKey, value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 && n <= SHOP_SETTING_MAX[key] ? n : null;
}

/** What the shell (header) shows of them on every page. */
export type ShopOffers = Pick<ShopSettings, "freeShippingThresholdKurus" | "pickupBonusPoints">;
