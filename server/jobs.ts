/**
 * The shop's background jobs: the handler of each queue of SHOP_QUEUES and the schedules, started
 * with the shop (server/app.ts, once the database is prepared) in every process of it. Each
 * process works every queue; the queue hands each job to one of them.
 * A composition root: it wires handlers from many domain areas, so it lives in server/, above them
 * all (docs/architecture.md). The areas reach the queue only through domain/jobs/ (queue, queues,
 * wake), which imports none of them.
 */
import { config } from "#app/lib/config.server";
import { logger } from "#app/lib/logger.server";
import { publicOrigin } from "#app/lib/public-url.server";
import { openDatabase } from "#app/db/client.server";
import { startJobQueue, type Handlers, type JobQueue, type QueueTarget, type Schedules } from "#app/domain/jobs/queue.server";
import { setWaker } from "#app/domain/jobs/wake.server";
import { SHOP_QUEUES, type ShopQueues } from "#app/domain/jobs/queues.server";
import { reconcilePayments, warnAboutSandboxBank } from "./payment-reconciliation";
import { answeringDone } from "./requests-in-flight";
import { advanceDemoOrders, demoStepMinutes } from "#app/domain/fulfilment/demo-progress.server";
import { applyCarrierUpdates } from "#app/domain/fulfilment/fulfil.server";
import { advanceDemoReturns } from "#app/domain/orders/returns.server";
import { checkAlerts } from "#app/domain/member-lists/alerts.server";
import { payPendingRefunds } from "#app/domain/orders/refunds.server";
import { sendInvoices } from "#app/domain/invoices/einvoice-sending.server";
import { ARCHIVE_ONLY_INTEGRATOR } from "#app/domain/invoices/integrator";
import { remindClubEvents } from "#app/domain/club/club-reminders.server";
import { runDueSubscriptions } from "#app/domain/subscriptions/recurring-orders.server";
import { paymentProvider } from "#app/domain/payments/provider";
import { deliverDueMessages, setDelivery, type Delivery } from "#app/domain/notifications/delivery.server";
import { configuredNetgsm } from "#app/domain/notifications/netgsm.server";
import { collectSmsReports } from "#app/domain/notifications/sms-reports.server";
import { purgeOutlivedData } from "#app/domain/members/data-retention.server";
import { composeShopEmail } from "./compose-email";
import { SmtpTransportAside } from "./email-thread";

/** Periodic work (cron, Turkish time), once per tick across all processes; `smsReports` with a Netgsm account. */
export function shopSchedules(demo: boolean, smsReports = false): Schedules<ShopQueues> {
  return {
    "payments.reconcile": { cron: "*/5 * * * *", payload: { trigger: "schedule" } },
    "refunds.pay": { cron: "*/5 * * * *", payload: { trigger: "schedule" } },
    // A paid order's e-Arşiv invoice (and a refunded return's) reaches the integrator within 10 minutes.
    "invoices.send": { cron: "*/10 * * * *", payload: { trigger: "schedule" } },
    // A variant back in stock or cheaper is told of within a minute.
    "alerts.check": { cron: "* * * * *", payload: { trigger: "schedule" } },
    // A club event's reminder goes out within 15 minutes of its last day starting (or of a late registration).
    "club.remind": { cron: "*/15 * * * *", payload: { trigger: "schedule" } },
    // A subscription's order is placed within 10 minutes of its send date starting (Turkish time).
    "subscriptions.run": { cron: "*/10 * * * *", payload: { trigger: "schedule" } },
    // What outlived its KVKK retention period goes once a night, when the shop is quiet.
    "data.retention": { cron: "15 4 * * *", payload: { trigger: "schedule" } },
    // Messages not woken (recorded before a restart, a retry's wait over) go out within a minute.
    "messages.deliver": { cron: "* * * * *", payload: { trigger: "schedule" } },
    // What became of the SMS Netgsm took: within minutes (at most 8 of Netgsm's 10 report calls a minute a run).
    ...(smsReports ? { "messages.reports": { cron: "*/2 * * * *", payload: { trigger: "schedule" } } } : {}),
    // Demo mode only: a shopper sees a parcel travel and a return move on within minutes.
    ...(demo
      ? {
          "shipments.advanceDemo": { cron: "* * * * *", payload: { trigger: "schedule" } },
          "returns.advanceDemo": { cron: "* * * * *", payload: { trigger: "schedule" } },
        }
      : {}),
  };
}

/**
 * How recorded messages leave this shop (domain/notifications/delivery.server.ts): a transport per
 * channel from configuration (e-mail sent from the e-mail thread of lower priority, email-thread.ts),
 * the e-mail composer (compose-email.ts: the template by kind, drawn on that thread), and a
 * pause while this process answers requests (shoppers first). A channel without a transport (demo
 * mode, tests) is delivered by the outbox row itself (/__dev/outbox).
 */
export function deliveryFromConfig(netgsm = configuredNetgsm()): Delivery {
  return {
    email: config.mail ? new SmtpTransportAside(config.mail) : undefined,
    sms: netgsm,
    composeEmail: composeShopEmail,
    pause: () => answeringDone(DELIVERY_PAUSE_MS),
  };
}

/** The longest a message waits for this process's requests to be answered (then it goes anyway: delivery slows, never stops). */
const DELIVERY_PAUSE_MS = 200;

/** How soon a woken queue's job starts: after the caller's commit (a message's delivery: a second on). */
export const WAKE_AFTER_SECONDS = { "alerts.check": 3, "messages.deliver": 1 } as const;

/** One reconciliation soon after a start: processes starting together send one between them (one per 5-minute slot). */
const START_RUN = { singletonKey: "start", singletonSeconds: 5 * 60 };

export type ShopJobs = JobQueue<ShopQueues>;

const globalKey = Symbol.for("minik-dunya.jobs");
type GlobalWithJobs = typeof globalThis & { [globalKey]?: Promise<ShopJobs> };

/**
 * The shop's job queue with its workers, started on the first call (server/app.ts, once the
 * database is prepared); later calls, and `npm run dev` loading this module again, get the same one.
 */
export function shopJobs(): Promise<ShopJobs> {
  const g = globalThis as GlobalWithJobs;
  g[globalKey] ??= start();
  return g[globalKey];
}

async function start(): Promise<ShopJobs> {
  warnAboutSandboxBank();
  const handle = await openDatabase();
  const target: QueueTarget =
    handle.driver === "pglite" ? { kind: "pglite", pglite: handle.pglite } : { kind: "postgres", url: config.databaseUrl! };
  const queue = await startJobQueue(target, SHOP_QUEUES);
  const netgsm = configuredNetgsm();
  try {
    const handlers: Handlers<ShopQueues> = {
      "payments.reconcile": () => reconcilePayments(handle.db),
      "refunds.pay": () => payPendingRefunds(handle.db, paymentProvider(handle.db)),
      "invoices.send": async () => void (await sendInvoices(handle.db, ARCHIVE_ONLY_INTEGRATOR)),
      "alerts.check": () => checkAlerts(handle.db, publicOrigin()),
      "club.remind": () => remindClubEvents(handle.db),
      "subscriptions.run": async () => void (await runDueSubscriptions(handle.db, paymentProvider(handle.db), { origin: publicOrigin() })),
      // A slice of a batch in one transaction; a parcel's updates in the same slice.
      "shipments.update": {
        batch: (jobs) =>
          applyCarrierUpdates(
            handle.db,
            jobs.map(({ data }) => ({ ...data, at: new Date(data.at) })),
          ),
        sliceKey: (data) => data.trackingCode,
      },
      "shipments.advanceDemo": async () => {
        await advanceDemoOrders(handle.db);
        // Steps shorter than the schedule's minute (a demo to watch, a test): the next sweep comes
        // sooner (the queue keeps at most one waiting; the schedule starts it again after a restart).
        const seconds = demoStepMinutes() * 60;
        if (seconds < 60) await queue.send("shipments.advanceDemo", { trigger: "schedule" }, { startAfter: Math.ceil(seconds) });
      },
      "returns.advanceDemo": () => advanceDemoReturns(handle.db, paymentProvider(handle.db), { stepMinutes: demoStepMinutes() }),
      "messages.deliver": async () => void (await deliverDueMessages(handle.db)),
      // Nothing to ask without a Netgsm account (no schedule then either; a job sent by hand ends at once).
      "messages.reports": async () => void (await collectSmsReports(handle.db, netgsm)),
      "data.retention": async () => void (await purgeOutlivedData(handle.db)),
    };
    setDelivery(deliveryFromConfig(netgsm));
    await queue.work(handlers);
    // Stock put back anywhere wakes the alerts check, a recorded message its delivery (after the caller's commit).
    setWaker((name) => queue.send(name, { trigger: "manual" }, { startAfter: WAKE_AFTER_SECONDS[name] }));
    await queue.setSchedules(shopSchedules(config.demo, !!netgsm));
    await queue.send("payments.reconcile", { trigger: "start" }, START_RUN);
    // Messages recorded before this start (a killed process's) go out now, not at the next minute.
    await queue.send("messages.deliver", { trigger: "manual" });
    // Reports already due (SMS sent before this start) are read now, not at the next tick.
    if (netgsm) await queue.send("messages.reports", { trigger: "manual" }, START_RUN);
  } catch (error) {
    await queue.stop({ timeoutMs: 1_000 });
    throw error;
  }
  logger.info({ queues: Object.keys(SHOP_QUEUES).length }, "Arka plan işleri çalışıyor");
  return queue;
}
