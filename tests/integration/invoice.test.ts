/**
 * The e-Arşiv invoice PDF over real HTTP (GET /siparis/fatura/{orderHash}): the
 * member who paid at the door downloads it (a PDF whose text names the order, its 20 % VAT and the
 * Turkish letters), and the summary page links to it; another member, a guest and an unknown hash
 * hear the summary page's 'Sipariş detayı bulunmadı.' with a 404; a guest who paid by card downloads
 * their own; an order still waiting for its bank transfer has no invoice, not even for its buyer.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import {
  addHomeAddress,
  answer3ds,
  cardFields,
  guestPayForm,
  makePay,
  payAtDoor,
  variantsWithStock,
  variantWithStock,
} from "../support/checkout";
import { pdfText } from "../support/pdf-text";
import { newMember, visitor } from "../support/visitor";

type Visitor = ReturnType<typeof visitor>;

const NOT_FOUND = "Sipariş detayı bulunmadı.";
const LINK_TEXT = "Faturayı İndir (PDF)";
/** The invoice's address: /siparis/fatura/{orderHash}. */
const invoiceUrl = (orderHash: string) => `/siparis/fatura/${encodeURIComponent(orderHash)}`;

async function download(v: Visitor, orderHash: string) {
  const response = await v.send(invoiceUrl(orderHash), { accept: "application/pdf,text/html;q=0.9,*/*;q=0.8" });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

async function expectNoInvoice(v: Visitor, orderHash: string) {
  const page = await download(v, orderHash);
  expect(page.status).toBe(404);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("cache-control")).toMatch(/no-store/);
  expect(page.body.toString("utf8")).toContain(NOT_FOUND);
  expect(page.body.subarray(0, 4).toString("latin1")).not.toBe("%PDF");
  const call = await v.send(invoiceUrl(orderHash));
  expect(call.status).toBe(404);
  expect(await call.json()).toEqual({ success: false, reason: NOT_FOUND, message: NOT_FOUND });
}

const flat = (s: string) => s.replace(/\s+/g, " ");

describe("GET /siparis/fatura/{orderHash}", () => {
  it("gives the member who paid at the door the invoice PDF, linked from the summary page, and nobody else", async () => {
    const variant = await variantWithStock(5, 40);
    const me = await newMember();
    const address = await addHomeAddress(me.v, "Deniz Kaya");
    const placed = await payAtDoor(me.v, address, variant.productId);

    const { status, headers, body } = await download(me.v, placed.order_hash);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toBe(`attachment; filename="Minik-Dunya-Fatura-${placed.order_number}.pdf"`);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const { text, info } = await pdfText(body);
    const t = flat(text);
    expect(t).toContain(placed.order_number);
    expect(t).toMatch(/MDA20\d{2}\d{9}/);
    expect(t).toContain("e-Arşiv Fatura");
    expect(t).toContain("Deniz Kaya");
    // The door fee is taxed at 20 %: there is always a 20 % row in the breakdown.
    expect(t).toContain("Kapıda Ödeme Hizmet Bedeli");
    expect(t).toContain("KDV %20");
    expect(t).toContain(`Ödenecek Tutar ${formatMoney(Math.round(placed.total_price * 100))}`);
    expect(t).toContain("e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.");
    for (const letter of ["ğ", "ş", "ı", "İ", "ç", "ö", "ü"]) expect(t, letter).toContain(letter);
    expect(String(info.Title)).toMatch(/^e-Arşiv Fatura MDA/);

    // The same order, the same invoice number and ETTN.
    const again = flat((await pdfText((await download(me.v, placed.order_hash)).body)).text);
    const ids = (s: string) => [/MDA\d{13}/.exec(s)?.[0], /[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(s)?.[0]];
    expect(ids(again)).toEqual(ids(t));
    expect(ids(t)[1]).toBeDefined();

    // The summary page links to it for its member only.
    const summaryPath = `/payment/checkout/summary?orderHash=${placed.order_hash}`;
    const summary = await me.v.page(summaryPath);
    expect(summary.html).toContain(LINK_TEXT);
    expect(summary.html).toContain(`href="${invoiceUrl(placed.order_hash)}"`);

    const other = await newMember();
    await expectNoInvoice(other.v, placed.order_hash);
    expect((await other.v.page(summaryPath)).html).not.toContain(LINK_TEXT);
    await expectNoInvoice(visitor(), placed.order_hash);
    expect((await visitor().page(summaryPath)).html).not.toContain(LINK_TEXT);
    // Unknown and malformed hashes answer alike.
    for (const hash of ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "kısa", "../../etc/passwd"]) await expectNoInvoice(me.v, hash);
  });

  it("gives a guest who paid by card their own invoice, masked identity number and all, and nobody else", async () => {
    const [variant] = (await variantsWithStock(5, 40)).slice(-1);
    const guest = visitor();
    expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    const paid = await makePay(guest, await guestPayForm(cardFields("5400360000000003")));
    expect(paid.answer.success).toBe(true);
    const landing = await answer3ds(guest, paid.answer.threeDsUrl!, "approve");
    expect(landing).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);
    const orderHash = new URL(landing!, "http://shop").searchParams.get("orderHash")!;
    const { order } = (await (await guest.send(landing!)).json()) as { order: { ordernumber: string; status: string } };
    expect(order.status).toBe("confirmed");

    const { status, body } = await download(guest, orderHash);
    expect(status).toBe(200);
    const t = flat((await pdfText(body)).text);
    expect(t).toContain(order.ordernumber);
    expect(t).toContain("Deniz Yılmaz");
    expect(t).toContain("T.C. Kimlik No: 100******46");
    expect(t).not.toContain("10000000146");
    expect(t).toContain("Kredi Kartı (Peşin)");

    await expectNoInvoice(visitor(), orderHash);
    await expectNoInvoice((await newMember()).v, orderHash);
  });

  it("has no invoice for an order still waiting for its bank transfer, not even for its buyer", async () => {
    const variant = await variantWithStock(5, 40);
    const guest = visitor();
    expect((await guest.post("/cart/add", { productId: String(variant.productId), quantity: "1" })).answer.success).toBe(true);
    const placed = await makePay(guest, await guestPayForm({ checkoutPaymentType: "moneyOrder" }));
    expect(placed.answer.success).toBe(true);
    const orderHash = placed.answer.data!.order_hash;

    const summary = await guest.page(`/payment/checkout/summary?orderHash=${orderHash}`);
    expect(summary.status).toBe(200);
    expect(summary.html).toContain("Ödeme Bekleniyor");
    expect(summary.html).not.toContain(LINK_TEXT);
    await expectNoInvoice(guest, orderHash);
  });
});
