/**
 * Siparişler in the back office over real HTTP, on the embedded database and on
 * PostgreSQL: the search by each filter, a store manager held to their store, the CSV export
 * (Turkish Excel's shape, formula-safe), and every move — allowed once (200, one audit row each,
 * the shopper told and shown), refused with the Turkish reason when the order does not allow it
 * (409), a wrong field 422 with what was typed, someone else's store 404 — through to a return
 * refunded and a shipped order in the member's Siparişlerim; two returns completing an order refunded at
 * the same moment give back what it collected once (on PostgreSQL they run at once, kept apart by the
 * order's row lock).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { auditRows, backOfficeJson, backOfficePost, demoManager, verifiedManager, type Visitor } from "../support/back-office";
import { addHomeAddress, answer3ds, cardFields, guestPayForm, makePay, payAtDoor, variantWithStock } from "../support/checkout";
import { newMember, outbox, stamp, visitor } from "../support/visitor";

type ListRow = {
  orderNumber: string;
  email: string;
  customer: string;
  status: string;
  statusLabel: string;
  paymentType: string;
  storeName: string | null;
};
type Desk = {
  order: {
    actions: string[];
    summary: {
      orderNumber: string;
      status: string;
      follow: { label: string };
      totals: { grandTotalKurus: number; shippingKurus: number; podFeeKurus: number };
    };
    refunds: { amountKurus: number; statusLabel: string }[];
    returns: { code: string; status: string; actions: string[] }[];
    carriers: { id: number; title: string }[];
    shipments: { trackingCode: string | null; carrier: string }[];
  };
};
type Answer = { success: boolean; reason: string; message: string; errors: Record<string, string>; values: Record<string, string> };

let owner: Visitor;
let variant: { productId: number };

const list = async (v: Visitor, query: string) => {
  const { status, body } = await backOfficeJson<{ rows: ListRow[]; next: string | null }>(v, `/yonetim/siparisler${query}`);
  expect(status, query).toBe(200);
  return body.rows;
};
const numbers = async (query: string, v: Visitor = owner) => (await list(v, query)).map((r) => r.orderNumber);
const desk = async (no: string, v: Visitor = owner) => backOfficeJson<Desk>(v, `/yonetim/siparisler/${no}`);
const move = (no: string, body: Record<string, string>, v: Visitor = owner) => backOfficePost<Answer>(v, `/yonetim/siparisler/${no}`, body);
const audits = (no: string) => auditRows(owner, `tur=order&kayit=${no}`);

/** A guest's order by bank transfer (waits for its money), with this e-mail. */
async function transferOrder(email: string, phone = "(532) 111 22 33") {
  const guest = visitor();
  expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
  const paid = await makePay(guest, await guestPayForm({ email, "delivery[phone]": phone }));
  expect(paid.answer.success, paid.answer.reason).toBe(true);
  return { guest, ...paid.answer.data! };
}

/** A new member's order paid at the door (confirmed, waiting to be packed). */
async function doorOrder() {
  const me = await newMember();
  const placed = await payAtDoor(me.v, await addHomeAddress(me.v), variant.productId);
  return { me, ...placed };
}

beforeAll(async () => {
  owner = await verifiedManager(demoManager("owner"));
  variant = await variantWithStock(30, 500);
}, 120_000);

describe("the order list", () => {
  it("finds an order by number, e-mail or its start, phone in any form, status, payment type and day", async () => {
    const n = stamp();
    const email = `havale.${n}@example.com`;
    const phone = `(533) ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)}`;
    const order = await transferOrder(email, phone);
    const no = order.order_number;
    expect(await numbers(`?no=${no}`)).toEqual([no]);
    expect(await numbers(`?no=${no}0`)).toEqual([]);
    expect(await numbers(`?eposta=${encodeURIComponent(email.toUpperCase())}`)).toEqual([no]);
    expect(await numbers(`?eposta=havale.${n.slice(0, 6)}`)).toContain(no);
    // A typed % is no wildcard.
    expect(await numbers(`?eposta=${encodeURIComponent("%")}`)).toEqual([]);
    const digits = phone.replace(/\D/g, "");
    for (const typed of [`0${digits}`, phone, `+90 ${digits}`, digits])
      expect(await numbers(`?telefon=${encodeURIComponent(typed)}`), typed).toEqual([no]);
    expect(await numbers(`?telefon=abc`)).toEqual([]);
    expect(await numbers(`?no=${no}&durum=awaitingTransfer`)).toEqual([no]);
    expect(await numbers(`?no=${no}&durum=toPack`)).toEqual([]);
    expect(await numbers(`?no=${no}&odeme=moneyOrder`)).toEqual([no]);
    expect(await numbers(`?no=${no}&odeme=podCash`)).toEqual([]);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(await numbers(`?no=${no}&baslangic=${today}&bitis=${today}`)).toEqual([no]);
    expect(await numbers(`?no=${no}&bitis=2020-01-01`)).toEqual([]);
    // Each row as the list shows it.
    const [row] = await list(owner, `?no=${no}`);
    expect(row).toMatchObject({ email, customer: "Deniz Yılmaz", paymentType: "moneyOrder", statusLabel: "Ödeme Bekleniyor" });
    // The bucket alone: only awaiting transfers, newest first, 50 at most.
    const waiting = await list(owner, "?durum=awaitingTransfer");
    expect(waiting.length).toBeLessThanOrEqual(50);
    expect(waiting.every((r) => r.status === "awaitingTransfer")).toBe(true);
    expect((await list(owner, "?durum=cancelled")).every((r) => r.status === "cancelled")).toBe(true);
  });

  it("shrugs off hostile and malformed filters with the plain list, never a 500", async () => {
    for (const query of [
      "?sayfa=-1",
      "?sayfa=99999999999",
      "?durum=%3Cscript%3E",
      "?odeme=x&magaza=abc&baslangic=2026-02-30",
      `?eposta=${"a".repeat(5000)}`,
      "?no=' or 1=1 --",
    ]) {
      const response = await owner.send(`/yonetim/siparisler${query}`, { accept: "text/html" });
      expect(response.status, query).toBe(200);
    }
    expect((await desk("%3Cscript%3E")).status).toBe(404);
    expect((await desk("1".repeat(300))).status).toBe(404);
  });

  it("holds a store manager to their store's orders: the list, the page, the moves and the file", async () => {
    const store = await verifiedManager(demoManager("store"));
    const other = await transferOrder(`baska.${stamp()}@example.com`);
    const mine = await list(store, "");
    const storeName = mine[0]?.storeName;
    for (const row of mine) expect(row.storeName).toBe(storeName);
    expect(await numbers(`?no=${other.order_number}`, store)).toEqual([]);
    expect((await desk(other.order_number, store)).status).toBe(404);
    expect(await move(other.order_number, { intent: "confirmTransfer" }, store)).toMatchObject({
      status: 404,
      body: { success: false, reason: "Sipariş detayı bulunmadı." },
    });
    const csv = await (await store.send(`/yonetim/siparisler/disa-aktar?no=${other.order_number}`, { accept: "text/csv" })).text();
    expect(csv).not.toContain(other.order_number);
    // Nothing happened to it.
    expect((await desk(other.order_number)).body.order.summary.status).toBe("awaitingTransfer");
  });
});

describe("the CSV export", () => {
  it("is Turkish Excel's CSV of the filtered list, with formula cells made harmless", async () => {
    const n = stamp();
    const email = `=hyperlink.${n}@example.com`;
    const order = await transferOrder(email);
    const response = await owner.send(`/yonetim/siparisler/disa-aktar?eposta=${encodeURIComponent(email)}`, { accept: "text/csv" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="siparisler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split("\r\n");
    expect(lines[0]).toBe("Sipariş No;Tarih;Müşteri;E-posta;Telefon;Tutar (TL);Ödeme Tipi;Durum;Mağaza");
    expect(lines).toHaveLength(2);
    const cells = lines[1].split(";");
    expect(cells[0]).toBe(order.order_number);
    expect(cells[2]).toBe("Deniz Yılmaz");
    expect(cells[3]).toBe(`'${email}`);
    expect(cells[5]).toMatch(/^\d+,\d{2}$/);
    expect(cells[6]).toBe("Havale / EFT");
  });
});

describe("the moves of an order", () => {
  it("confirms a bank transfer once: the order is paid, the shopper told, one audit row", async () => {
    const order = await transferOrder(`onay.${stamp()}@example.com`);
    const no = order.order_number;
    expect((await desk(no)).body.order.actions).toEqual(["confirmTransfer", "cancel"]);
    // Not paid yet: nothing may be packed.
    expect(await move(no, { intent: "pack" })).toMatchObject({ status: 409, body: { success: false } });
    expect(await move(no, { intent: "confirmTransfer" })).toMatchObject({
      status: 200,
      body: { success: true, message: "Havale ödemesi onaylandı." },
    });
    expect(await move(no, { intent: "confirmTransfer" })).toMatchObject({
      status: 409,
      body: { success: false, reason: "Bu sipariş havale beklemiyor; ödemesi zaten onaylanmış ya da sipariş iptal edilmiş." },
    });
    const after = (await desk(no)).body.order;
    expect(after.summary.status).toBe("confirmed");
    expect(after.actions).toEqual(["pack", "cancel"]);
    expect((await outbox()).some((m) => m.subject === `Ödemeniz alındı (${no})`)).toBe(true);
    const rows = await audits(no);
    expect(rows.map((r) => r.action)).toEqual(["order.confirmTransfer"]);
    expect(rows[0].changes).toContainEqual({ field: "status", label: "Durum", before: "Havale Bekleniyor", after: "Onaylandı" });
  });

  it("packs, ships with the typed carrier and tracking number, delivers: Siparişlerim shows it shipped; each step refused out of turn", async () => {
    const { me, order_number: no } = await doorOrder();
    expect(await move(no, { intent: "ship", carrierId: "1", trackingCode: "ABC123456" })).toMatchObject({
      status: 409,
      body: { reason: "Yalnızca hazırlanmakta olan siparişler kargoya verilebilir." },
    });
    expect(await move(no, { intent: "deliver", receiverName: "Ayşe Yılmaz" })).toMatchObject({ status: 409 });
    expect(await move(no, { intent: "pack" })).toMatchObject({ status: 200, body: { success: true } });
    expect(await move(no, { intent: "pack" })).toMatchObject({ status: 409 });

    const carriers = (await desk(no)).body.order.carriers;
    expect(carriers.length).toBeGreaterThan(0);
    const bad = await move(no, { intent: "ship", carrierId: "", trackingCode: "a b" });
    expect(bad).toMatchObject({
      status: 422,
      body: { success: false, errors: { carrierId: "Lütfen kargo firmasını seçiniz." }, values: { trackingCode: "a b" } },
    });
    expect((await move(no, { intent: "ship", carrierId: String(carriers[0].id), trackingCode: "x" })).body.errors.trackingCode).toBe(
      "Takip numarası 6 ile 30 arasında harf, rakam ya da tireden oluşmalıdır.",
    );
    const tracking = `MDT-${stamp()}`;
    expect(await move(no, { intent: "ship", carrierId: String(carriers[0].id), trackingCode: tracking.toLowerCase() })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const shipped = (await desk(no)).body.order;
    expect(shipped.summary.follow.label).toBe("Kargoya Verildi");
    expect(shipped.shipments[0]).toMatchObject({ trackingCode: tracking, carrier: carriers[0].title });
    // The shopper's Siparişlerim shows it shipped.
    const mine = await me.v.page("/kullanici/siparislerim");
    expect(mine.html).toContain(no);
    expect(mine.html).toContain("Kargoya Verildi");
    // The shopper is told once, with the carrier and the number typed, and gets the invoice's e-mail.
    const told = async () => (await outbox()).filter((m) => m.subject.endsWith(`(${no})`) || m.body.includes(`${no} numaralı siparişiniz`));
    const news = await told();
    const shippedMail = news.find((m) => m.subject === `Siparişiniz kargoya verildi (${no})`);
    expect(shippedMail?.body).toContain(`Kargo firması: ${carriers[0].title}`);
    expect(shippedMail?.body).toContain(`Takip numarası: ${tracking}`);
    expect(news.filter((m) => m.channel === "sms" && m.body.includes(`takip no: ${tracking}`))).toHaveLength(1);
    expect(news.filter((m) => m.subject === `e-Arşiv faturanız (${no})`)).toHaveLength(1);
    // The same tracking number on another parcel is refused.
    const second = await doorOrder();
    await move(second.order_number, { intent: "pack" });
    expect(await move(second.order_number, { intent: "ship", carrierId: String(carriers[0].id), trackingCode: tracking })).toMatchObject({
      status: 409,
      body: { reason: "Bu takip numarası başka bir gönderide kayıtlı." },
    });

    expect((await move(no, { intent: "deliver", receiverName: "12" })).status).toBe(422);
    expect(await move(no, { intent: "deliver", receiverName: "Ayşe Yılmaz" })).toMatchObject({ status: 200 });
    expect((await desk(no)).body.order.summary.follow.label).toBe("Teslim Edildi");
    const delivered = (await told()).filter((m) => m.subject === `Siparişiniz teslim edildi (${no})`);
    expect(delivered).toHaveLength(1);
    expect((await told()).filter((m) => m.subject === `Siparişiniz kargoya verildi (${no})`)).toHaveLength(1);
    expect((await audits(no)).map((r) => r.action)).toEqual(["order.deliver", "order.ship", "order.pack"]);
  });

  it("cancels with the refund through the payment provider, once; a shipped order is not cancelled", async () => {
    const guest = visitor();
    expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    const email = `kart.${stamp()}@example.com`;
    const paid = await makePay(guest, await guestPayForm(cardFields("4111111111111111", { email })));
    expect(paid.answer.success, paid.answer.reason).toBe(true);
    await answer3ds(guest, paid.answer.threeDsUrl!, "approve");
    const [no] = await numbers(`?eposta=${email}`);
    const cancelled = await move(no, { intent: "cancel" });
    expect(cancelled).toMatchObject({ status: 200, body: { success: true } });
    expect(cancelled.body.message).toMatch(/^Sipariş iptal edildi; [\d.]+,\d{2} TL karta iade edildi\.$/);
    const after = (await desk(no)).body.order;
    expect(after.summary.status).toBe("cancelled");
    expect(after.refunds).toMatchObject([{ statusLabel: "Ödendi" }]);
    expect(after.actions).toEqual([]);
    expect(await move(no, { intent: "cancel" })).toMatchObject({ status: 409, body: { reason: "Bu sipariş zaten iptal edilmiş." } });
    expect((await outbox()).find((m) => m.subject === `Siparişiniz iptal edildi (${no})`)?.body).toContain(
      "mağazamız tarafından iptal edildi",
    );
    expect((await audits(no)).map((r) => r.action)).toEqual(["order.cancel"]);

    const { order_number: shipped } = await doorOrder();
    await move(shipped, { intent: "pack" });
    const [carrier] = (await desk(shipped)).body.order.carriers;
    await move(shipped, { intent: "ship", carrierId: String(carrier.id), trackingCode: `MDS-${stamp()}` });
    expect(await move(shipped, { intent: "cancel" })).toMatchObject({ status: 409 });
    expect(await move(shipped, { intent: "bogus" })).toMatchObject({ status: 400 });
  });

  it("approves, receives and refunds a return, each move once and in turn", async () => {
    const { me, order_number: no, order_hash: hash } = await doorOrder();
    await move(no, { intent: "pack" });
    const [carrier] = (await desk(no)).body.order.carriers;
    await move(no, { intent: "ship", carrierId: String(carrier.id), trackingCode: `MDR-${stamp()}` });
    await move(no, { intent: "deliver", receiverName: "Deniz Kaya" });
    const returnPage = `/kullanici/siparislerim/iade/detay/${encodeURIComponent(hash)}`;
    const line = /name="quantity_(\d+)"/.exec((await me.v.page(returnPage)).html)![1];
    const asked = await me.v.send(returnPage, {
      method: "POST",
      body: { items: [{ lineId: Number(line), quantity: 1, reason: "Vazgeçtim" }] } as unknown as Record<string, string>,
    });
    const { code } = (await asked.json()) as { code: string };
    expect(code).toMatch(/^IAD-/);

    expect((await desk(no)).body.order.returns).toMatchObject([{ code, status: "requested", actions: ["returnApprove", "returnReject"] }]);
    expect(await move(no, { intent: "returnRefund", code })).toMatchObject({ status: 409, body: { success: false } });
    expect(await move(no, { intent: "returnApprove", code: "IAD-YOKYOK" })).toMatchObject({
      status: 404,
      body: { reason: "İade talebi bulunamadı." },
    });
    expect(await move(no, { intent: "returnApprove", code })).toMatchObject({ status: 200 });
    expect(await move(no, { intent: "returnApprove", code })).toMatchObject({ status: 409 });
    expect(await move(no, { intent: "returnReceive", code })).toMatchObject({ status: 200 });
    const refunded = await move(no, { intent: "returnRefund", code });
    expect(refunded).toMatchObject({ status: 200, body: { success: true } });
    expect(refunded.body.message).toContain("havale ile yapılacak");
    // The order's only unit came back: the whole order is withdrawn, its door fee refunded too (Mesafeli Sözleşmeler Yönetmeliği art. 15).
    expect(refunded.body.message).toContain("kapıda ödeme ücreti 19,90 TL dahil");
    expect((await desk(no)).body.order.returns).toMatchObject([{ code, status: "refunded", actions: [] }]);
    expect((await outbox()).some((m) => m.subject === `İadeniz tamamlandı (${code})`)).toBe(true);
    const rows = await audits(no);
    expect(rows.map((r) => r.action).slice(0, 3)).toEqual(["order.returnRefund", "order.returnReceive", "order.returnApprove"]);
    expect(rows[0].changes).toContainEqual(
      expect.objectContaining({ field: "returnStatus", before: "Depomuza Ulaştı", after: "İade Edildi" }),
    );
  });

  it("two returns completing an order, refunded at the same moment, give back what it collected once, fees included", async () => {
    // Two units at the door; each comes back on its own return. Mesafeli Sözleşmeler Yönetmeliği art. 15: the
    // whole order withdrawn refunds the shipping and door fees too, and never more than was paid.
    const me = await newMember();
    const address = await addHomeAddress(me.v);
    expect((await me.v.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    const { order_number: no, order_hash: hash } = await payAtDoor(me.v, address, variant.productId);
    await move(no, { intent: "pack" });
    const [carrier] = (await desk(no)).body.order.carriers;
    await move(no, { intent: "ship", carrierId: String(carrier.id), trackingCode: `MDW-${stamp()}` });
    await move(no, { intent: "deliver", receiverName: "Deniz Kaya" });
    const returnPage = `/kullanici/siparislerim/iade/detay/${encodeURIComponent(hash)}`;
    const line = Number(/name="quantity_(\d+)"/.exec((await me.v.page(returnPage)).html)![1]);
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const asked = await me.v.send(returnPage, {
        method: "POST",
        body: { items: [{ lineId: line, quantity: 1, reason: "Vazgeçtim" }] } as unknown as Record<string, string>,
      });
      const { code } = (await asked.json()) as { code: string };
      for (const intent of ["returnApprove", "returnReceive"]) expect(await move(no, { intent, code })).toMatchObject({ status: 200 });
      codes.push(code);
    }
    const answers = await Promise.all(codes.map((code) => move(no, { intent: "returnRefund", code })));
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { success: true } });
    const kurus = (text: string) => Number(/([\d.]+,\d{2}) TL ödeme iadesi/.exec(text)![1].replace(/\./g, "").replace(",", ""));
    const { totals } = (await desk(no)).body.order.summary;
    expect(answers.reduce((sum, a) => sum + kurus(a.body.message), 0)).toBe(totals.grandTotalKurus);
    expect(totals.podFeeKurus).toBeGreaterThan(0);
    expect(answers.filter((a) => a.body.message.includes("kapıda ödeme ücreti"))).toHaveLength(1);
  });

  it("takes the moves as plain form posts without JavaScript: the page with the message, what was typed kept", async () => {
    const { order_number: no } = await doorOrder();
    const [carrier] = (await desk(no)).body.order.carriers;
    const page = await owner.send(`/yonetim/siparisler/${no}`, {
      method: "POST",
      body: { intent: "ship", carrierId: String(carrier.id), trackingCode: "ABC123456" },
      form: true,
      accept: "text/html",
    });
    expect(page.status).toBe(409);
    const html = await page.text();
    expect(html).toContain("Yalnızca hazırlanmakta olan siparişler kargoya verilebilir.");
    const packed = await owner.send(`/yonetim/siparisler/${no}`, {
      method: "POST",
      body: { intent: "pack" },
      form: true,
      accept: "text/html",
    });
    expect(packed.status).toBe(200);
    const invalid = await owner.send(`/yonetim/siparisler/${no}`, {
      method: "POST",
      body: { intent: "ship", carrierId: "", trackingCode: "ABC 12" },
      form: true,
      accept: "text/html",
    });
    expect(invalid.status).toBe(422);
    const form = await invalid.text();
    expect(form).toContain("Lütfen kargo firmasını seçiniz.");
    expect(form).toContain('value="ABC 12"');
  });
});

describe("the packing slip", () => {
  it("prints the order's lines, address and total on an A4 page, for orders that exist", async () => {
    const { order_number: no } = await doorOrder();
    const slip = await owner.page(`/yonetim/siparisler/${no}/irsaliye`);
    expect(slip.status).toBe(200);
    expect(slip.html).toContain("İrsaliye");
    expect(slip.html).toContain(no);
    expect(slip.html).toContain("Deniz Kaya");
    expect(slip.html).toContain("Genel toplam");
    expect(slip.html).toContain("size: A4");
    expect((await owner.page("/yonetim/siparisler/0000/irsaliye")).status).toBe(404);
  });
});
