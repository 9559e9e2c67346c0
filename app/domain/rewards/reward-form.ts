/**
 * The back office's reward campaign form (/yonetim/odul-kampanyalari): one zod
 * schema with its Turkish messages for the page and the server (client-safe). The values are the
 * spec's Reward campaign's (reward-rule.ts): a multiplier of the shop's points, an amount in TL of
 * points on a large enough order, a ratio in per cent of what was paid, and an end in Türkiye's time.
 */
import { z } from "zod";
import { istanbulDateTime } from "#app/lib/dates";
import { parseLira } from "#app/lib/money";

export const REWARD_CODE_RULE = "Kod 2–40 büyük harf, rakam ya da tire olmalıdır (ör. KIS-2X).";
export const REWARD_DESCRIPTION_RULE = "Lütfen açıklama giriniz (en fazla 300 karakter).";
export const REWARD_MULTIPLIER_RULE = "Çarpan 1 ile 10 arasında bir tam sayı olmalıdır.";
export const REWARD_AMOUNT_RULE = "Tutar 0 ile 10.000,00 TL arasında olmalıdır.";
export const REWARD_RATIO_RULE = "Oran 0 ile 100 arasında bir tam sayı olmalıdır.";
export const REWARD_END_RULE = "Lütfen bitiş tarihini ve saatini giriniz.";

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
// Codes are ASCII (KIS-2X): upper-cased without Turkish rules, so an i stays I, never İ.
const whole = (v: unknown) => (/^\d{1,3}$/.test(str(v)) ? Number(str(v)) : NaN);

export const rewardSchema = z.object({
  code: z.preprocess((v) => str(v).toUpperCase(), z.string().regex(/^[A-Z0-9-]{2,40}$/, { error: REWARD_CODE_RULE })),
  description: z.preprocess(str, z.string().min(1, { error: REWARD_DESCRIPTION_RULE }).max(300, { error: REWARD_DESCRIPTION_RULE })),
  multiplier: z.preprocess(
    (v) => (str(v) === "" ? 1 : whole(v)),
    z.number({ error: REWARD_MULTIPLIER_RULE }).int().min(1, { error: REWARD_MULTIPLIER_RULE }).max(10, { error: REWARD_MULTIPLIER_RULE }),
  ),
  amountKurus: z.preprocess(
    (v) => (str(v) === "" ? 0 : (parseLira(str(v)) ?? NaN)),
    z.number({ error: REWARD_AMOUNT_RULE }).int().min(0, { error: REWARD_AMOUNT_RULE }).max(1_000_000, { error: REWARD_AMOUNT_RULE }),
  ),
  ratio: z.preprocess(
    (v) => (str(v) === "" ? 0 : whole(v)),
    z.number({ error: REWARD_RATIO_RULE }).int().min(0, { error: REWARD_RATIO_RULE }).max(100, { error: REWARD_RATIO_RULE }),
  ),
  endsAt: z
    .unknown()
    .optional()
    .transform((v, ctx) => istanbulDateTime(str(v)) ?? (ctx.addIssue({ code: "custom", message: REWARD_END_RULE }), z.NEVER)),
});

export type RewardInput = z.infer<typeof rewardSchema>;
export type RewardFormValues = Partial<Record<"code" | "description" | "multiplier" | "amountKurus" | "ratio" | "endsAt", string>>;
