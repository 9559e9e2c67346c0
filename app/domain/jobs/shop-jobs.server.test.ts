import { describe, expect, it } from "vitest";
import { SHOP_QUEUES } from "./queues.server";
import { shopSchedules } from "./shop-jobs.server";

describe("shopSchedules", () => {
  it("runs reconciliation, the refund sweep and the alerts everywhere, the demo's travelling parcels and returns only in demo mode", () => {
    expect(Object.keys(shopSchedules(false)).sort()).toEqual(["alerts.check", "payments.reconcile", "refunds.pay"]);
    expect(Object.keys(shopSchedules(true)).sort()).toEqual(["alerts.check", "payments.reconcile", "refunds.pay", "returns.advanceDemo", "shipments.advanceDemo"]);
    expect(shopSchedules(false)["alerts.check"]?.cron).toBe("* * * * *");
    expect(shopSchedules(true)["shipments.advanceDemo"]?.cron).toBe("* * * * *");
  });

  it("schedules only queues the shop defines", () => {
    for (const name of Object.keys(shopSchedules(true))) expect(SHOP_QUEUES).toHaveProperty(name);
  });
});
