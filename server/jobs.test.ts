import { describe, expect, it } from "vitest";
import { SHOP_QUEUES } from "#app/domain/jobs/queues.server";
import { shopSchedules } from "./jobs";

describe("shopSchedules", () => {
  it("runs reconciliation, the refund sweep, the e-Arşiv invoices' sending, the alerts, the club's reminders, the subscriptions' orders, the messages' delivery and the nightly retention sweep everywhere, the demo's travelling parcels and returns only in demo mode", () => {
    expect(Object.keys(shopSchedules(false)).sort()).toEqual([
      "alerts.check",
      "club.remind",
      "data.retention",
      "invoices.send",
      "messages.deliver",
      "payments.reconcile",
      "refunds.pay",
      "subscriptions.run",
    ]);
    expect(Object.keys(shopSchedules(true)).sort()).toEqual([
      "alerts.check",
      "club.remind",
      "data.retention",
      "invoices.send",
      "messages.deliver",
      "payments.reconcile",
      "refunds.pay",
      "returns.advanceDemo",
      "shipments.advanceDemo",
      "subscriptions.run",
    ]);
    expect(shopSchedules(false)["alerts.check"]?.cron).toBe("* * * * *");
    expect(shopSchedules(false)["club.remind"]?.cron).toBe("*/15 * * * *");
    expect(shopSchedules(true)["shipments.advanceDemo"]?.cron).toBe("* * * * *");
    expect(shopSchedules(false)["subscriptions.run"]?.cron).toBe("*/10 * * * *");
    expect(shopSchedules(false)["messages.deliver"]?.cron).toBe("* * * * *");
    expect(shopSchedules(false)["invoices.send"]?.cron).toBe("*/10 * * * *");
    expect(shopSchedules(false)["data.retention"]?.cron).toBe("15 4 * * *");
  });

  it("reads SMS delivery reports only with a Netgsm account", () => {
    expect(shopSchedules(false)).not.toHaveProperty("messages.reports");
    expect(shopSchedules(false, true)["messages.reports"]?.cron).toBe("*/2 * * * *");
    expect(shopSchedules(true, true)).toHaveProperty("messages.reports");
  });

  it("schedules only queues the shop defines", () => {
    for (const name of Object.keys(shopSchedules(true, true))) expect(SHOP_QUEUES).toHaveProperty(name);
  });
});
