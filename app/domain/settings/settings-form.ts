/**
 * The back office's business values form (/yonetim/ayarlar): one zod schema with
 * its Turkish messages for the page and the server (client-safe). Money is typed in TL as the shop
 * writes it ('500,00', '1.250,00', '49.90') and read into kuruş by lib/money.ts's parseLira; points
 * are whole numbers. Every value is required, never negative, and within SHOP_SETTING_MAX.
 */
import { z } from "zod";
import { liraInput, parseLira } from "#app/lib/money";
import { SHOP_SETTING_RULES } from "./messages";
import { isMoneySetting, SHOP_SETTING_KEYS, SHOP_SETTING_MAX, type ShopSettingKey, type ShopSettings } from "./shop-settings";

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** What was typed, as a number the rule can check (kuruş for money); NaN when it is not one. */
function typedNumber(key: ShopSettingKey, v: unknown): number {
  const text = str(v);
  if (text === "" || text.length > 20) return Number.NaN;
  if (isMoneySetting(key)) return parseLira(text) ?? Number.NaN;
  return /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
}

const rule = (key: ShopSettingKey) => {
  const error = SHOP_SETTING_RULES[key];
  return z.preprocess(
    (v) => typedNumber(key, v),
    z.number({ error }).int({ error }).min(0, { error }).max(SHOP_SETTING_MAX[key], { error }),
  );
};

export const settingsSchema = z.object({
  freeShippingThresholdKurus: rule("freeShippingThresholdKurus"),
  shippingKurus: rule("shippingKurus"),
  podFeeKurus: rule("podFeeKurus"),
  pointsPer100Lira: rule("pointsPer100Lira"),
  pickupBonusPoints: rule("pickupBonusPoints"),
}) satisfies z.ZodType<ShopSettings>;

export type SettingsFormValues = Partial<Record<ShopSettingKey, string>>;

/** The saved values as the form shows them ('500,00' for money, '1' for points). */
export const settingsFormValues = (s: ShopSettings): SettingsFormValues =>
  Object.fromEntries(SHOP_SETTING_KEYS.map((key) => [key, isMoneySetting(key) ? liraInput(s[key]) : String(s[key])]));

/** What was typed, kept to show again after a refusal (the form's own fields, as text, cut short). */
export const typedSettingsValues = (body: Record<string, unknown>): SettingsFormValues =>
  Object.fromEntries(SHOP_SETTING_KEYS.map((key) => [key, typeof body[key] === "string" ? (body[key] as string).slice(0, 40) : ""]));
