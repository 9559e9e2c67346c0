/** Reward campaigns in the back office on a real database: the form's schema, saving, a taken code, ending early; one audit row each. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { auditLog, managers } from "#app/db/schema";
import { istanbulInputValue } from "#app/lib/dates";
import {
  REWARD_AMOUNT_RULE,
  REWARD_CODE_RULE,
  REWARD_END_RULE,
  REWARD_MULTIPLIER_RULE,
  REWARD_RATIO_RULE,
  rewardSchema,
} from "./reward-form";
import { endRewardCampaign, listRewardCampaigns, REWARD_ALREADY_ENDED, REWARD_CODE_TAKEN, saveRewardCampaign } from "./reward-admin.server";
import { rewardChoices } from "./reward-campaigns.server";

let db: Db;
let close: () => Promise<void>;
let actor: { id: number };

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  [actor] = await db
    .insert(managers)
    .values({ email: "sahip@example.com", name: "Sahip Bey", passwordHash: "x", role: "owner" })
    .returning({ id: managers.id });
});
afterAll(async () => close?.());

const form = (over: Record<string, string> = {}) => ({
  code: "kis-2x",
  description: "Kışın iki kat puan",
  multiplier: "2",
  amountKurus: "25,50",
  ratio: "3",
  endsAt: istanbulInputValue(new Date(Date.now() + 86_400_000)),
  ...over,
});
const errorsOf = (over: Record<string, string>) => {
  const r = rewardSchema.safeParse(form(over));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("reward campaigns in the back office", () => {
  it("reads the form and refuses bad values in Turkish", () => {
    expect(rewardSchema.parse(form())).toMatchObject({ code: "KIS-2X", multiplier: 2, amountKurus: 2_550, ratio: 3 });
    expect(errorsOf({ code: "a b" })).toMatchObject({ code: REWARD_CODE_RULE });
    expect(errorsOf({ multiplier: "11" })).toMatchObject({ multiplier: REWARD_MULTIPLIER_RULE });
    expect(errorsOf({ ratio: "101" })).toMatchObject({ ratio: REWARD_RATIO_RULE });
    expect(errorsOf({ amountKurus: "-1" })).toMatchObject({ amountKurus: REWARD_AMOUNT_RULE });
    expect(errorsOf({ endsAt: "yarın" })).toMatchObject({ endsAt: REWARD_END_RULE });
  });

  it("creates, changes, refuses a taken code, ends early; members see only running ones; one audit row each", async () => {
    expect(await saveRewardCampaign(db, actor, null, rewardSchema.parse(form()))).toEqual({ ok: true, code: "KIS-2X" });
    expect(await saveRewardCampaign(db, actor, null, rewardSchema.parse(form()))).toMatchObject({
      ok: false,
      status: 409,
      reason: REWARD_CODE_TAKEN,
    });
    expect((await saveRewardCampaign(db, actor, "KIS-2X", rewardSchema.parse(form({ ratio: "5" })))).ok).toBe(true);
    expect((await rewardChoices(db, null)).map((r) => [r.code, r.ratio])).toEqual([["KIS-2X", 5]]);
    expect((await endRewardCampaign(db, actor, "KIS-2X")).ok).toBe(true);
    expect(await endRewardCampaign(db, actor, "KIS-2X")).toMatchObject({ ok: false, status: 409, reason: REWARD_ALREADY_ENDED });
    expect(await rewardChoices(db, null)).toEqual([]);
    expect((await listRewardCampaigns(db)).ended.map((r) => r.code)).toEqual(["KIS-2X"]);
    const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, "KIS-2X")).orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(["reward.create", "reward.update", "reward.end"]);
    expect(rows[1].after).toEqual({ ratio: 5 });
  });
});
