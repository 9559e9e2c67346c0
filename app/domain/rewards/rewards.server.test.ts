/**
 * The reward programme on a real database: a member picks a running reward
 * campaign (not an ended or unknown one), the points of a later order follow it, and every point
 * movement (spent at checkout, earned when the order stands, given back and taken back when it is
 * cancelled) is in the ledger beside the balance.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { rewardCampaigns, users } from "#app/db/schema";
import { orderKit, seedDelivery, seedItem } from "#tests/support/unit/orders";
import { cancelMemberOrder } from "#app/domain/orders/cancel-order.server";
import { createSandboxProvider } from "#app/domain/payments/sandbox-provider.server";
import { pointLedger } from "./points-ledger.server";
import { REWARD_CHOSEN, REWARD_UNKNOWN, chooseReward, rewardChoices } from "./reward-campaigns.server";

let db: Db;
let close: () => Promise<void>;
let member = 0;
let toy = 0;
let carrier = 0;
const DAY = 86_400_000;
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier, paymentType: "podCash", paymentDescription: "Kapıda Ödeme" }),
);
const balance = async () => (await db.select({ p: users.jokerPoints }).from(users).where(eq(users.id, member)))[0].p;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ({
    variantIds: [toy],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [{ sku: "AYI", priceKurus: 60_000, stock: 100 }]));
  ({ carrier } = await seedDelivery(db, []));
  const [u] = await db
    .insert(users)
    .values({ email: "puan@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", jokerPoints: 200, phone: "05321234500" })
    .returning();
  member = u.id;
  await db.insert(rewardCampaigns).values([
    { code: "JOKER2X", description: "Joker puanlarınız 2 katı!", multiplier: 2, endsAt: new Date(Date.now() + 10 * DAY) },
    { code: "BITTI", description: "Sona eren kampanya", multiplier: 5, endsAt: new Date(Date.now() - DAY) },
  ]);
});
afterAll(async () => close?.());

describe("reward programme", () => {
  it("lists running campaigns in the spec's shape and lets a member pick one, not an ended or unknown one", async () => {
    expect(await chooseReward(db, member, "BITTI")).toEqual({ ok: false, reason: REWARD_UNKNOWN });
    expect(await chooseReward(db, member, "YOK")).toEqual({ ok: false, reason: REWARD_UNKNOWN });
    expect(await chooseReward(db, member, { code: "JOKER2X" })).toEqual({ ok: false, reason: REWARD_UNKNOWN });
    expect(await chooseReward(db, member, "JOKER2X")).toEqual({ ok: true, message: REWARD_CHOSEN });
    const choices = await rewardChoices(db, member);
    expect(choices).toEqual([
      {
        code: "JOKER2X",
        description: "Joker puanlarınız 2 katı!",
        multiplier: 2,
        amount: 0,
        ratio: 0,
        endDate: expect.any(Number),
        checked: true,
      },
    ]);
    expect((await rewardChoices(db, null))[0].checked).toBe(false);
  });

  it("earns the chosen campaign's points, and keeps every movement in the ledger", async () => {
    await chooseReward(db, member, "JOKER2X");
    // 1,200 TL paid at the door (confirmed at once), 100 points of it used: 1,100 TL + shipping free → 11 × 2.
    const order = await kit.place([[toy, 2]], member, { jokerPoints: 100 });
    expect(order.jokerPointsUsed).toBe(100);
    expect(order.jokerPointsEarned).toBe(22);
    expect(await balance()).toBe(200 - 100 + 22);
    const ledger = await pointLedger(db, member);
    expect(ledger.map((r) => [r.kind, r.points, r.orderNumber])).toEqual(
      expect.arrayContaining([
        ["spent", 100, order.orderNumber],
        ["earned", 22, order.orderNumber],
      ]),
    );

    // Cancelled: the points used come back, the points earned go.
    const cancelled = await cancelMemberOrder(db, createSandboxProvider(db), member, order.orderHash);
    expect(cancelled.ok).toBe(true);
    expect(await balance()).toBe(200);
    const after = await pointLedger(db, member);
    expect(
      after
        .slice(0, 2)
        .map((r) => [r.kind, r.points])
        .sort(),
    ).toEqual([
      ["returned", 100],
      ["revoked", 22],
    ]);
  });
});
