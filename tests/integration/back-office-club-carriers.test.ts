/**
 * Over real HTTP: carriers and club events in the back office.
 *   - The owner changes a carrier's price: the checkout's shipping quote for a basket below the
 *     free-shipping threshold is the new price on its next request, with one audit row; bad input
 *     is refused with the field's Turkish message, and a store manager may not touch carriers;
 *     two owners switching off the last two card-taking carriers at once leave one on (on
 *     PostgreSQL the two transactions really run together: every carrier's row is locked first).
 *   - A club event: made by the owner at the store manager's store, joined by the demo member in
 *     the shop, its registrations downloaded by the store manager as a CSV for Turkish Excel (one
 *     audit row per download), never another store's; a prefetch downloads nothing; the capacity
 *     never goes below the places taken; cancelling takes it off the shop at once and e-mails the
 *     member.
 * The carrier's values are put back afterwards: the other files share this shop.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARRIER_PRICE_RULE } from "#app/domain/shipping/messages";
import { EVENT_ADMIN_NOT_FOUND, eventCapacityBelowRegistered } from "#app/domain/club/club-admin.messages";
import { istanbulInputValue } from "#app/lib/dates";
import { auditRows, backOfficeJson, backOfficePost, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { getJson, request } from "../support/http";
import { newMember, outbox, stamp, visitor } from "../support/visitor";

type CarrierForm = { id: number; values: Record<string, string | string[]> };
type Quote = { success: boolean; result: { id: number; code: string; salePrice: number }[]; freeShipping: boolean };
type Saved = { success: boolean; reason: string; message: string; errors: Record<string, string>; id: number; notified?: number };

let owner: Visitor;
let storeManager: Visitor;
let ptt: CarrierForm;

/** A carrier form's values as a form posts them (the payment methods repeated). */
function formBody(values: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  return body;
}

async function postCarrier(v: Visitor, id: number, values: Record<string, string | string[]>) {
  const response = await request(`/yonetim/kargo/duzenle?id=${id}`, {
    method: "POST",
    headers: {
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: v.managerCookieHeader(),
      "X-Forwarded-For": v.ip,
    },
    body: formBody(values).toString(),
  });
  return { status: response.status, body: (await response.json()) as Saved };
}

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
  storeManager = await verifiedManager(demoManager("store"));
  const { body } = await backOfficeJson<{ carriers: { id: number; code: string }[] }>(owner, "/yonetim/kargo");
  const id = body.carriers.find((c) => c.code === "ptt")!.id;
  const form = await backOfficeJson<CarrierForm>(owner, `/yonetim/kargo/duzenle?id=${id}`);
  expect(form.status).toBe(200);
  ptt = form.body;
}, 120_000);

afterAll(async () => {
  if (ptt) await postCarrier(owner, ptt.id, ptt.values);
});

describe("carriers in the back office", () => {
  it("changes a carrier's price: the checkout's shipping quote is the new one at the next request, with one audit row", async () => {
    const shopper = visitor();
    // A basket below the free-shipping threshold: the cheapest clothes.
    const { body: listing } = await getJson<{ items: { catalog_id: number; type: string }[] }>(
      "/arama/ajax/urunler?category=giyim&sort[price]=asc",
    );
    let added = false;
    for (const item of listing.items.filter((i) => i.type !== "teshir")) {
      const { body } = await getJson<{ products: { productId: number; status: string; stock: number; price: number }[] }>(
        `/urun/hizli-kontrol/${item.catalog_id}`,
      );
      const v = body.products.find((p) => p.status === "active" && p.stock > 0 && p.price < 400);
      if (!v) continue;
      expect((await shopper.post("/cart/add", { productId: String(v.productId), quantity: "1" })).answer.success).toBe(true);
      added = true;
      break;
    }
    expect(added).toBe(true);
    const quote = async () =>
      ((await (await shopper.send("/payment/ajax/shipment-company")).json()) as Quote).result.find((c) => c.code === "ptt")!.salePrice;
    expect(((await (await shopper.send("/payment/ajax/shipment-company")).json()) as Quote).freeShipping).toBe(false);
    expect(await quote()).not.toBe(61.25);

    const saved = await postCarrier(owner, ptt.id, { ...ptt.values, salePriceKurus: "61,25", serviceFeeKurus: "0" });
    expect(saved).toMatchObject({ status: 200, body: { success: true, id: ptt.id } });
    expect(await quote()).toBe(61.25);
    const saved2 = await postCarrier(owner, ptt.id, { ...ptt.values, salePriceKurus: "55", serviceFeeKurus: "3,50" });
    expect(saved2.status).toBe(200);
    expect(await quote()).toBe(58.5);

    const rows = await auditRows(owner, `tur=carrier&kayit=${ptt.id}`);
    expect(rows.map((r) => r.action).slice(0, 2)).toEqual(["carrier.update", "carrier.update"]);
    expect(rows[1].changes.find((c) => c.field === "salePriceKurus")).toMatchObject({ after: "61,25 TL" });
    expect(rows[0].changes.map((c) => c.field).sort()).toEqual(["salePriceKurus", "serviceFeeKurus"]);
  });

  it("refuses a negative or malformed price with the field's Turkish message, keeping what was typed; a store manager may not touch carriers", async () => {
    for (const price of ["-10", "12,345", "abc"]) {
      const refused = await postCarrier(owner, ptt.id, { ...ptt.values, salePriceKurus: price });
      expect(refused.status, price).toBe(422);
      expect(refused.body.errors.salePriceKurus).toBe(CARRIER_PRICE_RULE);
      expect((refused.body as unknown as { values: Record<string, string> }).values.salePriceKurus).toBe(price);
    }
    expect((await postCarrier(owner, 99_999_999, ptt.values)).status).toBe(404);
    expect((await postCarrier(storeManager, ptt.id, { ...ptt.values, salePriceKurus: "0" })).status).toBe(403);
    expect((await backOfficeJson(storeManager, "/yonetim/kargo")).status).toBe(403);
  });
});

describe("carriers checkout cannot do without", () => {
  it("keeps one carrier taking cards when two managers switch off the last two at the same moment (rows locked)", async () => {
    const { body } = await backOfficeJson<{ carriers: { id: number; code: string; active: boolean; paymentMethods: string[] }[] }>(
      owner,
      "/yonetim/kargo",
    );
    const cards = body.carriers.filter((c) => c.active && c.paymentMethods.includes("creditCard"));
    expect(cards.length).toBeGreaterThanOrEqual(2);
    const forms = new Map<number, CarrierForm>();
    for (const c of cards) forms.set(c.id, (await backOfficeJson<CarrierForm>(owner, `/yonetim/kargo/duzenle?id=${c.id}`)).body);
    const second = await verifiedManager(demoManager("owner"));
    try {
      // All but two switched off first; then the last two at once, by two sessions.
      for (const c of cards.slice(2)) expect((await postCarrier(owner, c.id, { ...forms.get(c.id)!.values, active: "" })).status).toBe(200);
      const [a, b] = cards;
      const answers = await Promise.all([
        postCarrier(owner, a.id, { ...forms.get(a.id)!.values, active: "" }),
        postCarrier(second, b.id, { ...forms.get(b.id)!.values, active: "" }),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      const quote = (await (await visitor().send("/payment/ajax/shipment-company")).json()) as { result: { paymentMethods: string[] }[] };
      expect(quote.result.filter((c) => c.paymentMethods.includes("creditCard"))).toHaveLength(1);
    } finally {
      for (const c of cards) await postCarrier(owner, c.id, forms.get(c.id)!.values);
    }
    const after = await backOfficeJson<{ carriers: { id: number; active: boolean }[] }>(owner, "/yonetim/kargo");
    for (const c of cards) expect(after.body.carriers.find((x) => x.id === c.id)?.active, String(c.id)).toBe(true);
  });
});

type EventList = { upcoming: { id: number; title: string; registeredCount: number; cancelled: boolean }[] };

describe("club events in the back office", () => {
  let ownStore = 0;
  let otherStore = 0;
  const title = `Test Atölyesi ${stamp()}`;
  let eventId = 0;
  let otherEventId = 0;
  const startsAt = istanbulInputValue(new Date(Date.now() + 6 * 86_400_000)).slice(0, 14) + "00";
  const eventForm = (over: Record<string, string> = {}) => ({
    intent: "save",
    title,
    description: "Test için planlanan bir kulüp etkinliği.",
    storeId: String(ownStore),
    cityId: "",
    startsAt,
    capacity: "10",
    ...over,
  });

  beforeAll(async () => {
    const mine = await backOfficeJson<{ stores: { id: number }[] }>(storeManager, "/yonetim/kulup/duzenle");
    expect(mine.status).toBe(200);
    expect(mine.body.stores).toHaveLength(1);
    ownStore = mine.body.stores[0].id;
    const all = await backOfficeJson<{ stores: { id: number }[]; cities: unknown[] | null }>(owner, "/yonetim/kulup/duzenle");
    expect(all.body.cities).toHaveLength(81);
    otherStore = all.body.stores.find((s) => s.id !== ownStore)!.id;
  });

  it("makes an event the shop lists at once; a member joins; the store manager downloads its registrations as CSV, one audit row each", async () => {
    const made = await backOfficePost<Saved>(owner, "/yonetim/kulup/duzenle", eventForm());
    expect(made).toMatchObject({ status: 200, body: { success: true } });
    eventId = made.body.id;
    const { body: shop } = await getJson<{ events: { id: number; title: string; placesLeft: number }[] }>("/aile-kulubu/ajax/get-event/");
    expect(shop.events.find((e) => e.id === eventId)).toMatchObject({ title, placesLeft: 10 });

    const member = visitor();
    expect((await member.login("uye@example.com", "Deneme123")).success).toBe(true);
    expect((await member.send(`/aile-kulubu/ajax/event-registration/${eventId}`)).status).toBe(200);

    const listed = await backOfficeJson<EventList>(storeManager, "/yonetim/kulup");
    expect(listed.body.upcoming.find((e) => e.id === eventId)).toMatchObject({ registeredCount: 1, cancelled: false });
    const page = await backOfficeJson<{ rows: { email: string; name: string }[] }>(storeManager, `/yonetim/kulup/${eventId}/kayitlar`);
    expect(page.body.rows.map((r) => r.email)).toEqual(["uye@example.com"]);

    const file = await storeManager.send(`/yonetim/kulup/${eventId}/disa-aktar`, { accept: "text/csv,*/*" });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="kulup-etkinligi-${eventId}-kayitlar-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM it has just been shown.
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe("Ad Soyad;E-posta;Telefon;Çocuk(lar);Kayıt Tarihi");
    expect(lines[1]).toContain(";uye@example.com;(532) 123 45 67;");
    expect(lines.slice(2)).toEqual([""]);

    const [row] = await auditRows(owner, `tur=clubEvent&kayit=${eventId}`);
    expect(row).toMatchObject({ action: "club.event.export", managerName: demoManager("store").name });
    expect(row.changes).toEqual([expect.objectContaining({ field: "registrations", after: "1" })]);
  });

  it("refuses another store's event to a store manager (404, no file, no audit row), and a prefetch of the file", async () => {
    const made = await backOfficePost<Saved>(
      owner,
      "/yonetim/kulup/duzenle",
      eventForm({ title: `${title} (diğer)`, storeId: String(otherStore) }),
    );
    expect(made.status).toBe(200);
    otherEventId = made.body.id;
    const before = await auditRows(owner, `tur=clubEvent&kayit=${otherEventId}`);
    expect(await backOfficeJson(storeManager, `/yonetim/kulup/${otherEventId}/kayitlar`)).toMatchObject({
      status: 404,
      body: { reason: EVENT_ADMIN_NOT_FOUND },
    });
    expect((await storeManager.send(`/yonetim/kulup/${otherEventId}/disa-aktar`, { accept: "*/*" })).status).toBe(404);
    expect((await backOfficeJson(storeManager, `/yonetim/kulup/duzenle?id=${otherEventId}`)).status).toBe(404);
    expect(
      (await backOfficePost(storeManager, `/yonetim/kulup/duzenle?id=${otherEventId}`, { intent: "cancel", confirm: "1" })).status,
    ).toBe(404);
    // Their own event cannot be moved to another store either.
    expect(
      (await backOfficePost<Saved>(storeManager, `/yonetim/kulup/duzenle?id=${eventId}`, eventForm({ storeId: String(otherStore) }))).body
        .errors,
    ).toHaveProperty("storeId");
    expect(await auditRows(owner, `tur=clubEvent&kayit=${otherEventId}`)).toEqual(before);

    const prefetch = await request(`/yonetim/kulup/${eventId}/disa-aktar`, {
      headers: { Accept: "*/*", Cookie: storeManager.managerCookieHeader(), "Sec-Purpose": "prefetch" },
    });
    expect(prefetch.status).toBe(403);
    for (const bad of ["abc", "0", "99999999", "1e3"])
      expect((await storeManager.send(`/yonetim/kulup/${bad}/disa-aktar`, { accept: "*/*" })).status, bad).toBe(404);
  });

  it("never lowers the capacity below the places taken, and refuses bad input with Turkish messages", async () => {
    const second = await newMember();
    expect((await second.v.send(`/aile-kulubu/ajax/event-registration/${eventId}`)).status).toBe(200);
    const below = await backOfficePost<Saved>(owner, `/yonetim/kulup/duzenle?id=${eventId}`, eventForm({ capacity: "1" }));
    expect(below).toMatchObject({ status: 422, body: { errors: { capacity: eventCapacityBelowRegistered(2) } } });
    expect((await backOfficePost<Saved>(owner, `/yonetim/kulup/duzenle?id=${eventId}`, eventForm({ capacity: "2" }))).body.success).toBe(
      true,
    );
    const full = await second.v.send(`/aile-kulubu/ajax/event-registration/${eventId}`);
    expect(full.status).toBe(409);
    const huge = await backOfficePost<Saved>(
      owner,
      `/yonetim/kulup/duzenle?id=${eventId}`,
      eventForm({ title: "x".repeat(20_000), startsAt: "2026-02-30T25:00", storeId: "-1" }),
    );
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors).sort()).toEqual(["startsAt", "storeId", "title"]);
    expect((await backOfficePost<Saved>(owner, `/yonetim/kulup/duzenle?id=${eventId}`, { intent: "cancel" })).status).toBe(422);
  });

  it("cancels the event: gone from the shop at once, the member e-mailed, one audit row", async () => {
    const cancelled = await backOfficePost<Saved>(owner, `/yonetim/kulup/duzenle?id=${eventId}`, { intent: "cancel", confirm: "1" });
    expect(cancelled).toMatchObject({ status: 200, body: { success: true, notified: 2 } });
    const { body: shop } = await getJson<{ events: { id: number }[] }>("/aile-kulubu/ajax/get-event/");
    expect(shop.events.map((e) => e.id)).not.toContain(eventId);
    expect((await request(`/aile-kulubu/ajax/get-event/?id=${eventId}`, { headers: { Accept: "application/json" } })).status).toBe(404);
    const mail = (await outbox()).find(
      (m) => m.channel === "email" && m.to === "uye@example.com" && m.subject === `Etkinlik iptal edildi: ${title}`,
    );
    expect(mail?.body).toContain("/aile-kulubu/uye-ol?sekme=etkinlikler");
    const [row] = await auditRows(owner, `tur=clubEvent&kayit=${eventId}`);
    expect(row).toMatchObject({ action: "club.event.cancel", managerName: demoManager("owner").name });
    expect((await backOfficePost<Saved>(owner, `/yonetim/kulup/duzenle?id=${eventId}`, { intent: "cancel", confirm: "1" })).status).toBe(
      409,
    );
  });
});
