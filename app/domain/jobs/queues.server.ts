/**
 * Every queue of the shop, by name: what its jobs carry and how they run (the defaults and the rule
 * every handler follows: queue.server.ts). Handlers and schedules: server/jobs.ts.
 */
import { defineQueue } from "./queue.server";

export type ReconcilePayments = {
  /** What sent it: the shop starting, the 5-minute schedule, or someone asking (tests, later the back office). */
  trigger: "start" | "schedule" | "manual";
};

/**
 * A carrier's update for a parcel it carries, as the carrier sent it: its own id for the update
 * (applied once), the parcel's tracking code, the new status code and when it happened (ISO time).
 * The receiver's name comes with a delivery only.
 */
export type CarrierUpdate = {
  updateKey: string;
  trackingCode: string;
  toCode: number;
  at: string;
  branchName?: string;
  description?: string;
  receiverName?: string;
};

/** A periodic sweep: what sent it. */
export type Sweep = { trigger: "schedule" | "manual" };

/** One run at a time, at most one waiting, a minute at the most: the next tick comes soon anyway. */
const SWEEP = { policy: "short", expireInSeconds: 5 * 60, retryLimit: 1, retryDelay: 60, pollingIntervalSeconds: 5 } as const;

export const SHOP_QUEUES = {
  /** Asks the bank about orders still waiting for their payment (server/payment-reconciliation.ts). */
  "payments.reconcile": defineQueue<ReconcilePayments>({
    // At most one run waiting: a tick while one still waits adds nothing.
    policy: "short",
    // One run asks the bank about each waiting payment: minutes at the most.
    expireInSeconds: 10 * 60,
    // The next tick comes within 5 minutes anyway.
    retryLimit: 2,
    retryDelay: 60,
    pollingIntervalSeconds: 5,
  }),
  /**
   * Carriers' updates (domain/fulfilment/fulfil.server.ts: applyCarrierUpdates, once per updateKey).
   * Many small jobs: 100 taken at once, cut into 4 slices worked at the same time in each process,
   * each slice in one transaction; asked for every half second.
   */
  "shipments.update": defineQueue<CarrierUpdate>({ batchSize: 100, concurrency: 4, pollingIntervalSeconds: 0.5, expireInSeconds: 5 * 60 }),
  /** Demo mode: paid orders' parcels move one step on (domain/fulfilment/demo-progress.server.ts). */
  "shipments.advanceDemo": defineQueue<Sweep>(SWEEP),
  /** Demo mode: open return requests move one step on until the back office exists (domain/orders/returns.server.ts). */
  "returns.advanceDemo": defineQueue<Sweep>(SWEEP),
  /** Price and stock alerts that are due: each member told once per change (domain/member-lists/alerts.server.ts). */
  "alerts.check": defineQueue<Sweep>(SWEEP),
  /** Refunds still pending or left half-done by a process that died (domain/orders/refunds.server.ts: once each). */
  "refunds.pay": defineQueue<Sweep>(SWEEP),
  /** e-Arşiv: each paid order's and refunded return's UBL-TR invoice stored and handed to the integrator once (domain/invoices/einvoice-sending.server.ts). */
  "invoices.send": defineQueue<Sweep>(SWEEP),
  /** Parents' club: the SMS reminder of an event a day before, once per registration (domain/club/club-reminders.server.ts). */
  "club.remind": defineQueue<Sweep>(SWEEP),
  /**
   * Subscriptions whose send date has come: each date's order placed once, paid with the saved card,
   * the date moved on (domain/subscriptions/recurring-orders.server.ts). A run over many may take
   * minutes: 15 before it counts as lost (a second run at once is harmless, each date is claimed once).
   */
  "subscriptions.run": defineQueue<Sweep>({ ...SWEEP, expireInSeconds: 15 * 60 }),
  /**
   * Recorded messages due for delivery (domain/notifications/delivery.server.ts): claimed with a
   * lease, each sent once per try with its stable id. Woken a second after a commit that recorded
   * messages, swept every minute. A run stops after 4 minutes (the next wake or sweep goes on), so
   * 5 before it counts as lost; a second run at once is harmless (claims skip each other's rows).
   * Polled every second: a woken run starts within about one.
   */
  "messages.deliver": defineQueue<Sweep>({ ...SWEEP, expireInSeconds: 5 * 60, pollingIntervalSeconds: 1 }),
  /**
   * SMS delivery reports (domain/notifications/sms-reports.server.ts): asks Netgsm what became of the
   * SMS it took (delivered, failed at the operator, still pending), a few report calls a run. Only
   * with a Netgsm account. A second run at once is harmless (claims skip each other's rows).
   */
  "messages.reports": defineQueue<Sweep>(SWEEP),
  /**
   * The daily retention sweep (domain/members/data-retention.server.ts, KVKK art. 7): deletes what
   * outlived its period in batches. A big backlog may take minutes: 15 before it counts as lost; a
   * second run at once is harmless (it finds less to delete).
   */
  "data.retention": defineQueue<Sweep>({ ...SWEEP, expireInSeconds: 15 * 60 }),
} as const;

export type ShopQueues = typeof SHOP_QUEUES;
