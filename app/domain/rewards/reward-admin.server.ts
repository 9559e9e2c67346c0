/**
 * Reward campaigns in the back office (/yonetim/odul-kampanyalari; permission
 * campaigns.write): the list (running, then ended, 100 each at most), a new one, a change, ending
 * one now. One transaction and one audit row each ('reward.create' | 'reward.update' |
 * 'reward.end', only the changed fields). Members pick from the running ones
 * (reward-campaigns.server.ts), read fresh: a change holds for their next order.
 */
import { asc, desc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { rewardCampaigns } from "#app/db/schema";
import { recordAudit, type AuditActor } from "#app/domain/audit/audit.server";
import { changedOnly } from "#app/domain/audit/audit-entry";
import { isUniqueViolation } from "#app/lib/pg-errors";
import type { RewardInput } from "./reward-form";

export const REWARD_CODE_TAKEN = "Bu kodla bir ödül kampanyası zaten var.";
export const REWARD_NOT_FOUND = "Ödül kampanyası bulunamadı.";
export const REWARD_ALREADY_ENDED = "Bu ödül kampanyası zaten sona ermiş.";

export type RewardListItem = {
  code: string;
  description: string;
  multiplier: number;
  amountKurus: number;
  ratio: number;
  endsAt: string;
  running: boolean;
};
type Row = typeof rewardCampaigns.$inferSelect;
const item = (r: Row, now: Date): RewardListItem => ({
  code: r.code,
  description: r.description,
  multiplier: r.multiplier,
  amountKurus: r.amountKurus,
  ratio: r.ratio,
  endsAt: r.endsAt.toISOString(),
  running: r.endsAt > now,
});

export async function listRewardCampaigns(db: Db, now = new Date()): Promise<{ running: RewardListItem[]; ended: RewardListItem[] }> {
  const [running, ended] = await Promise.all([
    db.select().from(rewardCampaigns).where(gt(rewardCampaigns.endsAt, now)).orderBy(asc(rewardCampaigns.endsAt)).limit(100),
    db.select().from(rewardCampaigns).where(lte(rewardCampaigns.endsAt, now)).orderBy(desc(rewardCampaigns.endsAt)).limit(100),
  ]);
  return { running: running.map((r) => item(r, now)), ended: ended.map((r) => item(r, now)) };
}

export type RewardChange = { ok: true; code: string } | { ok: false; status: 404 | 409; reason: string; field?: string };

const snapshot = (r: Omit<Row, "code">) => ({
  description: r.description,
  multiplier: r.multiplier,
  amountKurus: r.amountKurus,
  ratio: r.ratio,
  endsAt: r.endsAt.toISOString(),
});

/** A new reward campaign (`existing` null) or a change of one (its code stays). */
export async function saveRewardCampaign(db: Db, actor: AuditActor, existing: string | null, input: RewardInput): Promise<RewardChange> {
  const values = {
    description: input.description,
    multiplier: input.multiplier,
    amountKurus: input.amountKurus,
    ratio: input.ratio,
    endsAt: input.endsAt,
  };
  return db
    .transaction(async (tx): Promise<RewardChange> => {
      if (existing == null) {
        const [taken] = await tx.select({ code: rewardCampaigns.code }).from(rewardCampaigns).where(eq(rewardCampaigns.code, input.code));
        if (taken) return { ok: false, status: 409, reason: REWARD_CODE_TAKEN, field: "code" };
        await tx.insert(rewardCampaigns).values({ code: input.code, ...values });
        await recordAudit(tx, actor, {
          action: "reward.create",
          entity: { type: "reward_campaign", id: input.code },
          before: null,
          after: { code: input.code, ...snapshot(values) },
          summary: `Ödül kampanyası eklendi: ${input.code}`,
        });
        return { ok: true, code: input.code };
      }
      const [before] = await tx.select().from(rewardCampaigns).where(eq(rewardCampaigns.code, existing)).for("update");
      if (!before) return { ok: false, status: 404, reason: REWARD_NOT_FOUND };
      const diff = changedOnly(snapshot(before), snapshot(values));
      if (diff.keys.length === 0) return { ok: true, code: existing };
      await tx.update(rewardCampaigns).set(values).where(eq(rewardCampaigns.code, existing));
      await recordAudit(tx, actor, {
        action: "reward.update",
        entity: { type: "reward_campaign", id: existing },
        before: diff.before,
        after: diff.after,
        summary: `Ödül kampanyası güncellendi: ${existing} (${diff.keys.join(", ")})`,
      });
      return { ok: true, code: existing };
    })
    .catch((error: unknown): RewardChange => {
      if (isUniqueViolation(error)) return { ok: false, status: 409, reason: REWARD_CODE_TAKEN, field: "code" };
      throw error;
    });
}

/** Ends a running reward campaign now: members who picked it earn by the shop's own rule again. */
export async function endRewardCampaign(db: Db, actor: AuditActor, code: string, now = new Date()): Promise<RewardChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(rewardCampaigns).where(eq(rewardCampaigns.code, code)).for("update");
    if (!row) return { ok: false, status: 404, reason: REWARD_NOT_FOUND };
    if (row.endsAt <= now) return { ok: false, status: 409, reason: REWARD_ALREADY_ENDED };
    await tx.update(rewardCampaigns).set({ endsAt: now }).where(eq(rewardCampaigns.code, code));
    await recordAudit(tx, actor, {
      action: "reward.end",
      entity: { type: "reward_campaign", id: code },
      before: { endsAt: row.endsAt.toISOString() },
      after: { endsAt: now.toISOString() },
      summary: `Ödül kampanyası erken bitirildi: ${code}`,
    });
    return { ok: true, code };
  });
}
