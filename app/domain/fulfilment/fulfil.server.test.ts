import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { openTestDb } from "#tests/support/unit/test-db";
import { orders, outbox, shipmentEvents, shipments } from "#app/db/schema";
import { orderKit, seedToyShop, TEST_ADDRESS } from "#tests/support/unit/orders";
import { advanceDemoOrders } from "./demo-progress.server";
import { applyCarrierUpdate, applyCarrierUpdates, moveShipment, moveShipmentIn } from "./fulfil.server";
import { sandboxCarrier } from "./sandbox-carrier.server";

let db: Db;
let close: () => Promise<void>;
let member: number;
let toy: number;
let carrier: number;
const kit = orderKit(
  () => db,
  () => ({ shippingCompanyId: carrier }),
);

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ({ toy, carrier, member } = await seedToyShop(db));
});
afterAll(async () => close?.());

/** A paid (pay-at-the-door) order of the member. */
const paidOrder = (minutesAgo = 0) =>
  kit.place([[toy, 1]], member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" }, minutesAgo);

const codes = async (orderId: number) => {
  const [order] = await db.select({ code: orders.shipmentStatusCode }).from(orders).where(eq(orders.id, orderId));
  const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  const steps = shipment
    ? await db
        .select({ code: shipmentEvents.statusCode, branch: shipmentEvents.branchName })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipment.id))
        .orderBy(asc(shipmentEvents.id))
    : [];
  return { order: order.code, shipment, steps };
};

describe("moveShipment", () => {
  it("walks a paid order from packaging to delivered, booking a tracking code when it ships", async () => {
    const order = await paidOrder();
    expect(order.status).toBe("confirmed");
    expect(await moveShipment(db, order.id, { toCode: 1 })).toEqual({ applied: true, code: 1, trackingCode: null });
    const shipped = await moveShipment(db, order.id, { toCode: 2 });
    expect(shipped.applied && shipped.trackingCode).toMatch(/^MD\d{12}$/);
    await moveShipment(db, order.id, { toCode: 3 });
    await moveShipment(db, order.id, { toCode: 9 });
    const { order: code, shipment, steps } = await codes(order.id);
    expect(code).toBe(9);
    expect(shipment).toMatchObject({ statusCode: 9, receiverName: TEST_ADDRESS.personName, number: `${order.orderNumber}-1` });
    expect(steps).toEqual([
      { code: 1, branch: "Minik Dünya Depo" },
      { code: 2, branch: "Tuzla Şubesi" },
      { code: 3, branch: "İstanbul Transfer Merkezi" },
      { code: 9, branch: "Kadıköy Şubesi" },
    ]);
  });

  it("refuses a move the states do not allow, and writes nothing", async () => {
    const order = await paidOrder();
    expect(await moveShipment(db, order.id, { toCode: 9 })).toEqual({
      applied: false,
      reason: "refused",
      detail: "received → delivered geçişi yok",
    });
    await moveShipment(db, order.id, { toCode: 1 });
    await moveShipment(db, order.id, { toCode: 2 });
    expect(await moveShipment(db, order.id, { toCode: 13 })).toMatchObject({ applied: false, reason: "refused" });
    const { order: code, steps } = await codes(order.id);
    expect(code).toBe(2);
    expect(steps.map((s) => s.code)).toEqual([1, 2]);
  });

  it("keeps a bank-transfer order until its transfer arrives", async () => {
    const order = await kit.place([[toy, 1]], member);
    expect(order.status).toBe("awaitingTransfer");
    expect(await moveShipment(db, order.id, { toCode: 1 })).toEqual({ applied: false, reason: "refused", detail: "havale henüz gelmedi" });
  });

  it("never moves a store order", async () => {
    const order = await paidOrder();
    await db.update(orders).set({ isOffline: true }).where(eq(orders.id, order.id));
    expect(await moveShipment(db, order.id, { toCode: 1 })).toEqual({ applied: false, reason: "refused", detail: "mağaza siparişi" });
  });
});

describe("applyCarrierUpdate", () => {
  it("applies each carrier update once, however often it arrives, even at the same time", async () => {
    const order = await paidOrder();
    await moveShipment(db, order.id, { toCode: 1 });
    const shipped = await moveShipment(db, order.id, { toCode: 2 });
    const trackingCode = shipped.applied ? shipped.trackingCode! : "";
    const update = { trackingCode, updateKey: `u-${order.id}-3`, toCode: 3, branchName: "Ankara Aktarma" };
    const answers = await Promise.all([applyCarrierUpdate(db, update), applyCarrierUpdate(db, update), applyCarrierUpdate(db, update)]);
    expect(answers.filter((a) => a.applied)).toHaveLength(1);
    expect(answers.filter((a) => !a.applied && a.reason === "duplicate")).toHaveLength(2);
    expect((await codes(order.id)).steps.map((s) => s.code)).toEqual([1, 2, 3]);
    expect(await applyCarrierUpdate(db, { ...update, trackingCode: "MD000000000000", updateKey: "x" })).toEqual({
      applied: false,
      reason: "unknown",
    });
  });

  it("keeps a scan that arrives after a later one in the parcel's history, without moving it back", async () => {
    const order = await paidOrder();
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await moveShipment(db, order.id, { toCode: 1, at: hoursAgo(4) });
    const shipped = await moveShipment(db, order.id, { toCode: 2, at: hoursAgo(3) });
    const trackingCode = shipped.applied ? shipped.trackingCode! : "";
    // Delivered (an hour ago) reaches the shop before the transfer centre's scan (two hours ago).
    expect(await applyCarrierUpdate(db, { trackingCode, updateKey: `late-${order.id}-9`, toCode: 9, at: hoursAgo(1) })).toMatchObject({
      applied: true,
      code: 9,
    });
    expect(await applyCarrierUpdate(db, { trackingCode, updateKey: `late-${order.id}-3`, toCode: 3, at: hoursAgo(2) })).toEqual({
      applied: true,
      code: 9,
      trackingCode,
      late: true,
    });
    expect(await applyCarrierUpdate(db, { trackingCode, updateKey: `late-${order.id}-3`, toCode: 3, at: hoursAgo(2) })).toEqual({
      applied: false,
      reason: "duplicate",
    });
    // Newer than the last step and not allowed from it: refused, as before.
    expect(await applyCarrierUpdate(db, { trackingCode, updateKey: `late-${order.id}-3b`, toCode: 3, at: new Date() })).toMatchObject({
      applied: false,
      reason: "refused",
    });
    const { order: code, steps } = await codes(order.id);
    expect(code).toBe(9);
    expect(steps.map((s) => s.code)).toEqual([1, 2, 9, 3]);
    const journey = await sandboxCarrier.track(db, trackingCode, "mng");
    expect(journey?.cargoFlowList.map((s) => s.branchName)).toEqual([
      "Minik Dünya Depo",
      "Tuzla Şubesi",
      "İstanbul Transfer Merkezi",
      "Kadıköy Şubesi",
    ]);
  });

  it("applies a batch of many parcels' updates together, as one by one would: oldest first, each key once", async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const shippedParcel = async () => {
      const order = await paidOrder();
      await moveShipment(db, order.id, { toCode: 1, at: hoursAgo(10) });
      const shipped = await moveShipment(db, order.id, { toCode: 2, at: hoursAgo(9) });
      return { order, trackingCode: shipped.applied ? shipped.trackingCode! : "" };
    };
    const a = await shippedParcel();
    const b = await shippedParcel();
    const c = await shippedParcel();
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, c.order.id));
    const step = (p: { order: { id: number }; trackingCode: string }, toCode: number, h: number, extra = {}) => ({
      trackingCode: p.trackingCode,
      updateKey: `batch-${p.order.id}-${toCode}-${h}`,
      toCode,
      at: hoursAgo(h),
      ...extra,
    });
    // Parcel a: delivery before the transfer scan in the batch, the transfer scan twice; parcel b:
    // a scan it already had; parcel c: its order was cancelled; an unknown parcel; a code nobody knows.
    const bAlready = step(b, 3, 8);
    expect(await applyCarrierUpdate(db, bAlready)).toMatchObject({ applied: true, code: 3 });
    const batch = [
      step(a, 9, 6, { receiverName: "Komşu Ayten" }),
      step(a, 3, 7, { branchName: "Ankara Aktarma" }),
      step(a, 3, 7, { branchName: "Ankara Aktarma" }),
      bAlready,
      step(b, 12, 5),
      step(c, 3, 7),
      { trackingCode: "MD999999999999", updateKey: "batch-unknown", toCode: 3, at: hoursAgo(1) },
      step(b, 77, 4),
    ];
    expect(await applyCarrierUpdates(db, batch)).toEqual([
      { applied: true, code: 9, trackingCode: a.trackingCode },
      { applied: true, code: 3, trackingCode: a.trackingCode },
      { applied: false, reason: "duplicate" },
      { applied: false, reason: "duplicate" },
      { applied: true, code: 12, trackingCode: b.trackingCode },
      { applied: false, reason: "refused", detail: "sipariş iptal edilmiş" },
      { applied: false, reason: "unknown" },
      { applied: false, reason: "refused", detail: "bilinmeyen kargo durum kodu 77" },
    ]);
    const afterA = await codes(a.order.id);
    expect(afterA.order).toBe(9);
    expect(afterA.shipment).toMatchObject({
      statusCode: 9,
      receiverName: "Komşu Ayten",
      statusDescription: "Gönderi alıcıya teslim edildi",
    });
    expect(afterA.steps).toEqual([
      { code: 1, branch: "Minik Dünya Depo" },
      { code: 2, branch: "Tuzla Şubesi" },
      { code: 3, branch: "Ankara Aktarma" },
      { code: 9, branch: "Kadıköy Şubesi" },
    ]);
    expect((await codes(b.order.id)).steps.map((s) => s.code)).toEqual([1, 2, 3, 12]);
    expect((await codes(b.order.id)).order).toBe(12);
    expect((await codes(c.order.id)).steps.map((s) => s.code)).toEqual([1, 2]);
    // The same batch again (the queue retried it): nothing more.
    const again = await applyCarrierUpdates(db, batch);
    expect(again.filter((r) => r.applied)).toEqual([]);
    expect((await codes(a.order.id)).steps).toHaveLength(4);
  });

  it("tells the journey through the sandbox carrier, only with the right company code", async () => {
    const order = await paidOrder();
    await moveShipment(db, order.id, { toCode: 1 });
    const shipped = await moveShipment(db, order.id, { toCode: 2 });
    const trackingCode = shipped.applied ? shipped.trackingCode! : "";
    const tracking = await sandboxCarrier.track(db, trackingCode, "mng");
    expect(tracking).toMatchObject({ companyName: "MNG Kargo", unitDeliveryName: "Kadıköy Şubesi", trackingCode });
    expect(tracking!.cargoFlowList.map((s) => s.description)).toEqual(["Siparişiniz hazırlanıyor", "Gönderi kargo şubesine teslim edildi"]);
    expect(tracking!.cargoFlowList[0].processDate).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await sandboxCarrier.track(db, trackingCode, "yurtici")).toBeNull();
  });
});

describe("advanceDemoOrders", () => {
  it("moves each paid web order one step once it has waited long enough, and nothing else", async () => {
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.status, "confirmed"));
    const waited = await paidOrder(10);
    const fresh = await paidOrder(0);
    const transfer = await kit.place([[toy, 1]], member, {}, 10);
    const now = new Date();
    expect(await advanceDemoOrders(db, { stepMinutes: 5, now })).toBe(1);
    expect((await codes(waited.id)).order).toBe(1);
    expect((await codes(fresh.id)).order).toBe(0);
    expect((await codes(transfer.id)).order).toBe(0);
    // Just moved: not again until another step has passed.
    expect(await advanceDemoOrders(db, { stepMinutes: 5, now })).toBe(0);
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    await advanceDemoOrders(db, { stepMinutes: 5, now: later(6) });
    await advanceDemoOrders(db, { stepMinutes: 5, now: later(12) });
    await advanceDemoOrders(db, { stepMinutes: 5, now: later(18) });
    expect((await codes(waited.id)).steps.map((s) => s.code)).toEqual([1, 2, 3, 9]);
    expect((await codes(fresh.id)).steps.map((s) => s.code)).toEqual([1, 2, 3]);
    expect((await codes(transfer.id)).order).toBe(0);
  });
});

describe("the buyer's news of the parcel", () => {
  /** The order's recorded messages of the parcel's kinds, oldest first. */
  const news = (orderId: number) =>
    db
      .select({ kind: outbox.kind, channel: outbox.channel, to: outbox.to, subject: outbox.subject, body: outbox.body, data: outbox.data })
      .from(outbox)
      .where(sql`${outbox.data}->>'orderId' = ${String(orderId)} AND ${outbox.kind} <> 'order.confirmation'`)
      .orderBy(asc(outbox.id));
  const kinds = async (orderId: number) => (await news(orderId)).map((m) => `${m.kind}/${m.channel}`);

  it("tells once that the parcel shipped (e-mail, SMS, the invoice's e-mail) and once that it arrived, with the carrier, tracking code and the order's page", async () => {
    const order = await paidOrder();
    await moveShipment(db, order.id, { toCode: 1 });
    expect(await kinds(order.id)).toEqual([]);
    const shipped = await moveShipment(db, order.id, { toCode: 2 });
    const trackingCode = shipped.applied ? shipped.trackingCode! : "";
    expect(await kinds(order.id)).toEqual(["order.shipped/email", "order.shipped/sms", "order.invoice/email"]);
    // Another scan while shipped, a carrier's update replayed, the same scan again: nothing new.
    await moveShipment(db, order.id, { toCode: 3 });
    const scan = { trackingCode, updateKey: `news-${order.id}-3b`, toCode: 3, branchName: "Ankara Aktarma" };
    await applyCarrierUpdate(db, scan);
    await applyCarrierUpdate(db, scan);
    expect(await kinds(order.id)).toHaveLength(3);
    await applyCarrierUpdate(db, { trackingCode, updateKey: `news-${order.id}-9`, toCode: 9 });
    await applyCarrierUpdate(db, { trackingCode, updateKey: `news-${order.id}-9`, toCode: 9 });
    expect(await kinds(order.id)).toEqual(["order.shipped/email", "order.shipped/sms", "order.invoice/email", "order.delivered/email"]);

    const [email, sms, invoice, delivered] = await news(order.id);
    const page = `http://localhost:3000/payment/checkout/summary?orderHash=${order.orderHash}`;
    expect(email).toMatchObject({ to: "alici@example.com", subject: `Siparişiniz kargoya verildi (${order.orderNumber})` });
    expect(email.body).toContain("Merhaba Ayşe,");
    expect(email.body).toContain("Kargo firması: MNG Kargo");
    expect(email.body).toContain(`Takip numarası: ${trackingCode}`);
    expect(email.body).toContain(page);
    expect(sms.to).toBe("05321234567");
    expect(sms.body).toBe(
      `Minik Dünya: ${order.orderNumber} numaralı siparişiniz kargoya verildi. MNG Kargo takip no: ${trackingCode}. Takip: ${page}`,
    );
    expect(invoice).toMatchObject({ subject: `e-Arşiv faturanız (${order.orderNumber})`, data: { orderId: order.id } });
    expect(delivered.subject).toBe(`Siparişiniz teslim edildi (${order.orderNumber})`);
    // A member's order: the return page, within the window.
    expect(delivered.body).toContain(`http://localhost:3000/kullanici/siparislerim/iade/detay/${order.orderHash}`);
  });

  it("tells once that a parcel could not be delivered, why, and nothing when it is sent out again", async () => {
    // A guest's bank-transfer order whose transfer arrived.
    const order = await kit.place([[toy, 1]], null);
    await db.update(orders).set({ status: "confirmed" }).where(eq(orders.id, order.id));
    for (const toCode of [1, 2, 12]) await moveShipment(db, order.id, { toCode });
    expect(await kinds(order.id)).toEqual([
      "order.shipped/email",
      "order.shipped/sms",
      "order.invoice/email",
      "order.notDelivered/email",
      "order.notDelivered/sms",
    ]);
    const [, , , email, sms] = await news(order.id);
    expect(email.body).toContain("teslim edilemedi: Alıcı adreste bulunamadı.");
    expect(email.data).toEqual({ orderId: order.id, statusCode: 12 });
    // A guest: the delivery address's phone.
    expect(sms.to).toBe(TEST_ADDRESS.phone);
    expect(sms.body).toContain("(Alıcı adreste bulunamadı)");
    for (const toCode of [2, 14]) await moveShipment(db, order.id, { toCode });
    expect(await kinds(order.id)).toHaveLength(5);
  });

  it("tells nothing of a store order, nor of a parcel moved as history", async () => {
    const store = await paidOrder();
    await db.update(orders).set({ isOffline: true }).where(eq(orders.id, store.id));
    for (const toCode of [1, 2, 9]) await moveShipment(db, store.id, { toCode });
    expect(await kinds(store.id)).toEqual([]);

    const past = await paidOrder();
    await db.transaction(async (tx) => {
      for (const toCode of [1, 2, 9]) await moveShipmentIn(tx, past.id, { toCode }, { tell: false });
    });
    expect((await codes(past.id)).order).toBe(9);
    expect(await kinds(past.id)).toEqual([]);
  });

  it("records a carrier batch's news together, once per parcel, and nothing when the batch comes again", async () => {
    const parcels = [];
    for (let i = 0; i < 5; i++) {
      const order = await paidOrder();
      await moveShipment(db, order.id, { toCode: 1 });
      const shipped = await moveShipment(db, order.id, { toCode: 2 });
      parcels.push({ order, trackingCode: shipped.applied ? shipped.trackingCode! : "" });
    }
    const batch = parcels.flatMap(({ order, trackingCode }) => [
      { trackingCode, updateKey: `news-batch-${order.id}-3`, toCode: 3, at: new Date(Date.now() - 60_000) },
      { trackingCode, updateKey: `news-batch-${order.id}-10`, toCode: 10, receiverName: "Komşu Ayten" },
    ]);
    expect((await applyCarrierUpdates(db, batch)).every((r) => r.applied)).toBe(true);
    await applyCarrierUpdates(db, batch);
    for (const { order } of parcels) expect((await kinds(order.id)).filter((k) => k === "order.delivered/email")).toHaveLength(1);
  });
});
