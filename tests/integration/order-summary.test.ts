/**
 * The order summary / thank-you page over real HTTP (spec sections 2, 3 "Order", 8):
 * real orders made through the checkout call (a guest paying by bank transfer, a guest paying by
 * card through the sandbox bank's 3D Secure page, a member), then the page and its JSON variant.
 * The hash opens the order; an unknown or malformed hash is 404 with spec section 8's 'Hata Oluştu' /
 * 'Sipariş detayı bulunmadı.' inside the shop's layout. Only whoever placed the order (its member,
 * or the guest's session) sees its personal data; anyone else with the hash sees none.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { getJson } from "../support/http";
import { newMember, visitor } from "../support/visitor";

type Visitor = ReturnType<typeof visitor>;
type Variant = { productId: number; stock: number; status: string; price: number; name: string };
type PayAnswer = {
  success: boolean;
  reason: string;
  redirectUrl?: string;
  threeDsUrl?: string;
  data?: { order_hash: string; order_number: string; total_price: number };
};
type OrderJson = {
  orderhash: string;
  ordernumber: string;
  providerorderid: string | null;
  date: string;
  isoffline: boolean;
  storename: string | null;
  paymentdescription: string;
  totaldiscount: number;
  podprice: number;
  itemstotal: number;
  campaigndiscount: number;
  shippmentprice: number;
  total: number;
  billing_address: { address: string; city: string; district: string } | null;
  delivery_address: { address: string; city: string; district: string } | null;
  shipment_status_code: number;
  products: {
    sku: string;
    name: string;
    unit_price: number;
    total_price: number;
    quantity: number;
    image: string;
    catalog_id: number;
    product_id: number;
    url: string;
    isreturn: boolean;
    returnQuantity: number;
  }[];
};

const NOT_FOUND_TITLE = "Aradığınız sayfa bulunamadı";
/** Spec section 8: "Order detail: 'Hata Oluştu' / 'Sipariş detayı bulunmadı.'" */
const ORDER_ERROR_TITLE = "Hata Oluştu";
const ORDER_NOT_FOUND = "Sipariş detayı bulunmadı.";
/** The order error page, inside the shop's header and footer, never the generic 404 page. */
function expectOrderErrorPage(html: string) {
  expect(html).toMatch(/<h1[^>]*>Hata Oluştu<\/h1>/);
  expect(html).toContain(ORDER_NOT_FOUND);
  expect(html).toContain(`<title>${ORDER_ERROR_TITLE} | Minik Dünya</title>`);
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(html).toContain("<header");
  expect(html).toContain("<footer");
  expect(html).not.toContain(NOT_FOUND_TITLE);
}
const CONTRACT = "Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi";
const STREET = "Caferağa Mah. Moda Cad. No: 12 D: 3";
/** What the guest form below types: none of it may reach anyone but the buyer. */
const PERSONAL = ["Deniz Yılmaz", "deniz.alici@example.com", "111 22 33", "05321112233", "Moda Cad", "100******46", "10000000146"];
/** The summary's own 'Siparişlerim' button (the footer links there for everyone). */
const MY_ORDERS_BUTTON = /<a class="btn-secondary[^"]*" href="\/kullanici\/siparislerim"/;
const summaryPath = (hash: string) => `/payment/checkout/summary?orderHash=${encodeURIComponent(hash)}`;
const money = (lira: number) => `${lira.toLocaleString("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;

let variant: Variant;
let carrierId: number;
let kadikoy: number;

beforeAll(async () => {
  const { body: list } = await getJson<{ items: { catalog_id: number; type: string }[] }>("/arama/ajax/urunler?category=oyuncak");
  for (const item of list.items) {
    if (item.type === "teshir") continue;
    const { body } = await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const found = body.products.find((p) => p.status === "active" && p.stock >= 6);
    if (found) {
      variant = found;
      break;
    }
  }
  expect(variant, "a toy variant with stock").toBeTruthy();
  const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
  carrierId = carriers.result.find((c) => c.paymentMethods.includes("moneyOrder") && c.paymentMethods.includes("creditCard"))!.id;
  const { body: districts } = await getJson<{ result: { id: number; name: string }[] }>("/address/ajax/get-district-by-city/34");
  kadikoy = districts.result.find((d) => d.name === "Kadıköy")!.id;
});

const html = async (v: Visitor, path: string) => v.page(path);
const json = async (v: Visitor, path: string) => {
  const response = await v.send(path);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    body: (await response.json()) as { success: boolean; reason?: string; order?: OrderJson },
  };
};

async function addToBasket(v: Visitor, quantity: number) {
  expect((await v.post("/cart/add", { productId: String(variant.productId), quantity: String(quantity) })).answer).toMatchObject({
    success: true,
  });
}

/** The guest checkout form as the page sends it (spec section 7: POST make-pay with the checkout form). */
function guestForm(extra: Record<string, string>) {
  return {
    idempotencyKey: `summary-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    deliveryType: "myAddress",
    email: "deniz.alici@example.com",
    sameAsDelivery: "1",
    shipmentCompany: String(carrierId),
    agreement: "1",
    "delivery[personName]": "Deniz Yılmaz",
    "delivery[phone]": "(532) 111 22 33",
    "delivery[city]": "34",
    "delivery[district]": String(kadikoy),
    "delivery[address]": STREET,
    "delivery[identityNumber]": "10000000146",
    ...extra,
  };
}

async function pay(v: Visitor, form: Record<string, string>) {
  const response = await v.send("/payment/make-pay", { method: "POST", body: form, form: true });
  return (await response.json()) as PayAnswer;
}

/** Through the sandbox bank's 3D Secure page, approving; answers the summary address the bank's way back leads to. */
async function approveThreeDs(v: Visitor, threeDsUrl: string): Promise<string> {
  const decided = await v.send(threeDsUrl, { method: "POST", body: { decision: "approve" }, form: true, accept: "text/html" });
  const page = await decided.text();
  const action = /<form id="sandbox-callback"[^>]*action="([^"]*)"/.exec(page)![1].replace(/&amp;/g, "&");
  const fields = Object.fromEntries([...page.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const back = await v.send(new URL(action).pathname, { method: "POST", body: fields, form: true, accept: "text/html" });
  expect(back.status).toBe(302);
  return back.headers.get("location")!;
}

describe("order summary of a guest's bank-transfer order", () => {
  let guest: Visitor;
  let answer: PayAnswer;

  beforeAll(async () => {
    guest = visitor();
    await addToBasket(guest, 2);
    answer = await pay(guest, guestForm({ checkoutPaymentType: "moneyOrder" }));
    expect(answer).toMatchObject({ success: true });
    expect(answer.redirectUrl).toBe(summaryPath(answer.data!.order_hash));
  });

  it("shows the thank-you page with the order, the bank details, totals, addresses and the contract", async () => {
    const page = await html(guest, answer.redirectUrl!);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Siparişiniz alındı!");
    expect(page.html).toContain(answer.data!.order_number);
    expect(page.html).toContain("deniz.alici@example.com");
    expect(page.html).toContain("Havale / EFT ile ödemenizi bekliyoruz");
    expect(page.html).toMatch(/TR\d\d( \d{4}){5} \d\d/);
    expect(page.html).toContain(variant.name.split(" ")[0]);
    expect(page.html).toContain(money(variant.price));
    expect(page.html).toContain(money(answer.data!.total_price));
    expect(page.html).toContain("Ürün Toplamı");
    expect(page.html).toContain("Genel Toplam");
    expect(page.html).toMatch(/KDV %(10|20)/);
    expect(page.html).toContain("Teslimat Adresi");
    expect(page.html).toContain("Fatura Adresi");
    expect(page.html).toContain(STREET);
    expect(page.html).toContain("T.C. Kimlik No: 100******46");
    expect(page.html).toContain("Ürün Takibi");
    expect(page.html).toContain("Ödeme Bekleniyor");
    expect(page.html).toContain(CONTRACT);
    expect(page.html).toContain("Mesafeli Satış Sözleşmesi</h2>");
    expect(page.html).toContain("Alışverişe Devam Et");
    expect(page.html).not.toContain("Siparişlerim</a>");
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
    const response = await guest.send(answer.redirectUrl!, { accept: "text/html" });
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    await response.arrayBuffer();
  });

  it("answers the spec's Order as JSON", async () => {
    const { status, cacheControl, body } = await json(guest, answer.redirectUrl!);
    expect(status).toBe(200);
    expect(cacheControl).toMatch(/no-store/);
    expect(body.success).toBe(true);
    const order = body.order!;
    expect(order).toMatchObject({
      orderhash: answer.data!.order_hash,
      ordernumber: answer.data!.order_number,
      isoffline: false,
      storename: null,
      paymentdescription: "Havale / EFT",
      podprice: 0,
      itemstotal: Math.round(variant.price * 2 * 100) / 100,
      total: answer.data!.total_price,
      billing_address: { address: STREET, city: "İstanbul", district: "Kadıköy" },
      delivery_address: { address: STREET, city: "İstanbul", district: "Kadıköy" },
      shipment_status_code: 0,
    });
    expect(Math.round((order.itemstotal - order.campaigndiscount + order.shippmentprice) * 100) / 100).toBe(order.total);
    expect(Number.isNaN(Date.parse(order.date))).toBe(false);
    expect(order.products).toEqual([
      expect.objectContaining({
        product_id: variant.productId,
        quantity: 2,
        unit_price: variant.price,
        isreturn: false,
        returnQuantity: 0,
      }),
    ]);
    // What the line cost: two units less its share of any campaign it falls in.
    const [line] = order.products as unknown as { total_price: number; campaign_discount: number }[];
    expect(Math.round((line.total_price + line.campaign_discount) * 100)).toBe(Math.round(variant.price * 200));
    expect(order.products[0].url).toMatch(/^\/urun\//);
  });

  it("opened by the hash alone (another browser, no session), shows the order but no personal data", async () => {
    const stranger = visitor();
    const page = await html(stranger, answer.redirectUrl!);
    expect(page.status).toBe(200);
    expect(page.html).toContain(answer.data!.order_number);
    expect(page.html).toContain(money(answer.data!.total_price));
    expect(page.html).toContain("Kişisel bilgiler gizlendi");
    for (const secret of PERSONAL) expect(page.html).not.toContain(secret);
    const { body } = await json(stranger, answer.redirectUrl!);
    expect(body.order).toMatchObject({ orderhash: answer.data!.order_hash, billing_address: null, delivery_address: null });
    for (const secret of PERSONAL) expect(JSON.stringify(body)).not.toContain(secret);
  });
});

describe("order summary of a card payment with installments", () => {
  it("shows the masked card, the bank, and what the card was charged with the installment difference", async () => {
    const guest = visitor();
    await addToBasket(guest, 3);
    const card = SANDBOX_TEST_CARDS.find((c) => c.className === "world")!;
    const started = await pay(
      guest,
      guestForm({
        checkoutPaymentType: "creditCard",
        "card[number]": card.number,
        "card[name]": "Deniz Yılmaz",
        "card[month]": "12",
        "card[year]": "2030",
        "card[cvc]": "123",
        paymentInstallment: "6",
        paymentInstallmentExtra: "3",
      }),
    );
    expect(started).toMatchObject({ success: true, threeDsUrl: expect.stringMatching(/^\/sandbox\/3ds\//) });
    const summary = await approveThreeDs(guest, started.threeDsUrl!);
    expect(summary).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);

    const page = await html(guest, summary);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Siparişiniz onaylandı");
    expect(page.html).toContain(card.bankName);
    expect(page.html).toMatch(/\d{4} \d{2}\*\* \*\*\*\* \d{4}/);
    const { body } = await json(guest, summary);
    // The world family's 6 + 3 plan adds 4.5 % (card-families.ts), rounded to the kuruş.
    const totalKurus = Math.round(body.order!.total * 100);
    const charged = (totalKurus + Math.round((totalKurus * 450) / 10_000)) / 100;
    expect(page.html).toContain(`Kartınızdan çekilen: ${money(charged)}, 6 + 3 taksit`);
    expect(page.html).toContain("Taksit farkı");
    expect(body.order!.providerorderid).toMatch(/^tx_/);
    expect(body.order!.paymentdescription).toBe("Kredi Kartı");
  });
});

describe("who may open a summary", () => {
  it("answers 404 for an unknown, malformed or missing hash, as a page and as JSON", async () => {
    const v = visitor();
    for (const path of [summaryPath("A".repeat(32)), summaryPath("<script>alert(1)</script>"), "/payment/checkout/summary"]) {
      const page = await html(v, path);
      expect(page.status).toBe(404);
      expectOrderErrorPage(page.html);
      expect(page.html).not.toContain("<script>alert(1)");
      const answer = await json(v, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, reason: ORDER_NOT_FOUND, message: ORDER_NOT_FOUND });
    }
  });

  it("shows a member's order whole to the member (with Siparişlerim); another member sees no personal data", async () => {
    const owner = await newMember();
    const { body: towns } = await getJson<{ result: { id: number }[] }>(`/address/ajax/get-town-by-district/${kadikoy}`);
    const added = await owner.v.post("/address/ajax/add", {
      title: "Evim",
      personName: "Deniz Kaya",
      phone: "(532) 123 45 67",
      city: "34",
      district: String(kadikoy),
      town: String(towns.result[0].id),
      address: STREET,
      billingType: "individual",
      identityNumber: "10000000146",
    });
    const addressId = (added.answer as unknown as { address: { id: number } }).address.id;
    await addToBasket(owner.v, 1);
    const answer = await pay(owner.v, {
      idempotencyKey: `member-${Date.now()}`,
      deliveryType: "myAddress",
      delivery_address_id: String(addressId),
      sameAsDelivery: "1",
      shipmentCompany: String(carrierId),
      checkoutPaymentType: "moneyOrder",
      agreement: "1",
    });
    expect(answer).toMatchObject({ success: true });
    const path = answer.redirectUrl!;

    const own = await html(owner.v, path);
    expect(own.status).toBe(200);
    expect(own.html).toContain("Siparişlerim");
    expect(own.html).toMatch(MY_ORDERS_BUTTON);
    expect((await json(owner.v, path)).body.order?.orderhash).toBe(answer.data!.order_hash);

    expect(own.html).toContain(STREET);
    expect(own.html).toContain("Deniz Kaya");

    for (const someoneElse of [(await newMember()).v, visitor()]) {
      const theirs = await html(someoneElse, path);
      expect(theirs.status).toBe(200);
      expect(theirs.html).toContain(answer.data!.order_number);
      for (const secret of ["Deniz Kaya", STREET, "123 45 67", "100******46"]) expect(theirs.html).not.toContain(secret);
      expect(theirs.html).not.toMatch(MY_ORDERS_BUTTON);
      const { body } = await json(someoneElse, path);
      expect(body.order).toMatchObject({ billing_address: null, delivery_address: null });
    }
  });
});
