/**
 * The reward programme's choice list (spec section 3 "Reward campaign"): the
 * running reward campaigns, the one the member picked `checked`; picking one makes the points of
 * the member's later orders follow it (reward-rule.ts) while it runs.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db, Reader } from "#app/db/client.server";
import { rewardCampaigns, users } from "#app/db/schema";
import { toLira } from "#app/lib/money";
import type { RewardRule } from "./reward-rule";

export const REWARD_CHOSEN = "Ödül kampanyanız seçildi. Bundan sonraki siparişlerinizin Joker puanları bu kampanyaya göre hesaplanacak.";
export const REWARD_UNKNOWN = "Seçtiğiniz ödül kampanyası bulunamadı ya da sona erdi.";

/** The spec's Reward campaign: money in TL, endDate in Unix seconds. */
export type RewardChoice = {
  code: string;
  description: string;
  multiplier: number;
  amount: number;
  ratio: number;
  endDate: number;
  checked: boolean;
};

/** The reward campaigns running now, ending soonest first, the member's choice checked (none for a guest). */
export async function rewardChoices(db: Db, userId: number | null, now = new Date()): Promise<RewardChoice[]> {
  const [rows, chosen] = await Promise.all([
    db
      .select()
      .from(rewardCampaigns)
      .where(gt(rewardCampaigns.endsAt, now))
      .orderBy(asc(rewardCampaigns.endsAt), asc(rewardCampaigns.code))
      .limit(50),
    userId == null ? null : chosenCode(db, userId),
  ]);
  return rows.map((r) => ({
    code: r.code,
    description: r.description,
    multiplier: r.multiplier,
    amount: toLira(r.amountKurus),
    ratio: r.ratio,
    endDate: Math.floor(r.endsAt.getTime() / 1000),
    checked: r.code === chosen,
  }));
}

async function chosenCode(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ code: users.rewardCampaignCode }).from(users).where(eq(users.id, userId));
  return row?.code ?? null;
}

/** The rule of the member's chosen reward campaign while it runs (null: none, or it ended). */
export async function memberRewardRule(runner: Reader, userId: number | null, now = new Date()): Promise<RewardRule | null> {
  if (userId == null) return null;
  const [row] = await runner
    .select({
      code: rewardCampaigns.code,
      multiplier: rewardCampaigns.multiplier,
      amountKurus: rewardCampaigns.amountKurus,
      ratio: rewardCampaigns.ratio,
    })
    .from(users)
    .innerJoin(rewardCampaigns, eq(rewardCampaigns.code, users.rewardCampaignCode))
    .where(and(eq(users.id, userId), gt(rewardCampaigns.endsAt, now)));
  return row ?? null;
}

/** The member picks a running reward campaign by its code. */
export async function chooseReward(
  db: Db,
  userId: number,
  code: unknown,
  now = new Date(),
): Promise<{ ok: true; message: string } | { ok: false; reason: string }> {
  if (typeof code !== "string" || code.length === 0 || code.length > 40) return { ok: false, reason: REWARD_UNKNOWN };
  const [found] = await db
    .select({ code: rewardCampaigns.code })
    .from(rewardCampaigns)
    .where(and(eq(rewardCampaigns.code, code), gt(rewardCampaigns.endsAt, now)));
  if (!found) return { ok: false, reason: REWARD_UNKNOWN };
  await db.update(users).set({ rewardCampaignCode: found.code }).where(eq(users.id, userId));
  return { ok: true, message: REWARD_CHOSEN };
}
