/**
 * What the soak's shoppers do (scripts/bench/soak.ts), each journey a run of requests as the
 * shop's pages send them, without pauses: browsing (home, a category with filters and its listing
 * call, a search with the suggestions typed on the way, product pages and their stock check),
 * baskets left behind, a guest's checkout paid by EFT or by card through the sandbox bank's 3D
 * Secure, a member's paid at the door or by card, and the order pages after (the summary, guest
 * tracking, Siparişlerim and an order's detail). A page of a visitor with a session cookie is
 * followed by the header's visitor call, as in the browser.
 */
import { EMPTY_CART } from "#app/domain/cart/messages";
import { answerBankPage, cardFields } from "../checkout-http";
import { LISTING_QUERIES, listingPath, SUGGEST_TERMS } from "./listing-queries";
import type { Shopper } from "./shopper";

type Item = { catalog_id: number; url: string; type: string };
type Variant = { productId: number; stock: number; status: string };
/** A variant put in the basket, and its product (for its stock check). */
type Bought = { catalogId: number; productId: number };
type PayAnswer = {
  success: boolean;
  reason?: string;
  redirectUrl?: string;
  threeDsUrl?: string;
  data?: { order_hash: string; order_number: string };
};

/** A member of the soak: signed in, with a home address, and the order numbers they placed. */
export type Member = { s: Shopper; addressId: number; orders: string[] };
/** What the journeys share: a new guest on demand, the guest's filled-in form, the carriers, a count of orders by payment. */
export type SoakShop = {
  newGuest: () => Shopper;
  guestFields: Record<string, string>;
  /** The carrier a card or EFT goes with, and one that takes payment at the door. */
  carrier: string;
  doorCarrier: string;
  placed: (payment: string) => void;
  /** A business refusal seen outside a request's answer (an emptied basket). */
  refused: (label: string, reason: string) => void;
};

/** Refusals a shop gives in the normal course of selling (sold out in between, a line's limit): reported apart. */
const BUSINESS_REFUSAL = /stok|maximum|satışta/i;
const SUMMARY = /^\/payment\/checkout\/summary\?orderHash=/;
/** The sandbox bank approves this card after its 3D Secure page. */
const CARD = "5400 3600 0000 0003";
const CATEGORIES = ["bebek", "giyim", "oyuncak", "ev"];
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const chance = (p: number) => Math.random() < p;
let keys = 0;
const newKey = () => `soak-${Date.now().toString(36)}-${++keys}`;

/** A page as the browser asks for it: the HTML, then (with a session cookie) the header's visitor call. */
async function view(s: Shopper, path: string, label: string) {
  await s.send(path, { accept: "text/html", label });
  if (s.hasSession()) await s.send("/kullanici/oturum-bilgisi", { label: "oturum bilgisi" });
}

const listing = async (s: Shopper, query: string) =>
  (await (await s.send(listingPath(query), { label: "listeleme (JSON)" })).json<{ items: Item[] }>()).items;

/** Home, a category page with a filter or a later page of it, and now and then a search typed into the box: the product cards seen. */
async function browse(s: Shopper): Promise<Item[]> {
  await view(s, "/", "ana sayfa");
  const query = chance(0.5)
    ? pick(LISTING_QUERIES["category + facets + sort"])
    : `category=${pick(CATEGORIES)}&criteria[stock]=1&page=${1 + Math.floor(Math.random() * 5)}`;
  await view(s, `/kategori/${new URLSearchParams(query).get("category")}`, "kategori sayfası");
  let items = await listing(s, query);
  if (chance(0.4)) {
    const term = pick(SUGGEST_TERMS);
    for (const length of new Set([Math.ceil(term.length / 3), Math.ceil((2 * term.length) / 3), term.length])) {
      await s.send(`/arama/suggest?term=${encodeURIComponent(term.slice(0, length))}`, { label: "arama önerisi" });
    }
    const search = chance(0.5)
      ? `keyword=${term}`
      : pick([...LISTING_QUERIES.keyword, ...LISTING_QUERIES["keyword + facets"], ...LISTING_QUERIES["typo (fuzzy)"]]);
    await view(s, `/arama?keyword=${encodeURIComponent(new URLSearchParams(search).get("keyword")!)}`, "arama sayfası");
    const found = await listing(s, search);
    if (found.length) items = found;
  }
  return items;
}

const stockCheck = async (s: Shopper, catalogId: number) =>
  (await (await s.send(`/urun/hizli-kontrol/${catalogId}`, { label: "hızlı kontrol" })).json<{ products: Variant[] }>()).products;

/** A product page and its stock check: the variants that can be bought. */
async function product(s: Shopper, item: Item): Promise<Variant[]> {
  await view(s, item.url, "ürün sayfası");
  const products = await stockCheck(s, item.catalog_id);
  return item.type === "teshir" ? [] : products.filter((v) => v.status === "active" && v.stock > 0);
}

/** Browses and puts one or two products in the basket; answers what went in. */
async function fillBasket(s: Shopper): Promise<Bought[]> {
  const items = await browse(s);
  const added: Bought[] = [];
  const wanted = chance(0.3) ? 2 : 1;
  for (let tries = 0; tries < 4 && added.length < wanted && items.length; tries++) {
    const item = pick(items);
    const variants = await product(s, item);
    if (!variants.length) continue;
    const { productId } = pick(variants);
    const answer = await s.send("/cart/add", {
      body: { productId: String(productId), quantity: "1" },
      form: true,
      label: "sepete ekle",
      refusal: BUSINESS_REFUSAL,
    });
    if (answer.status < 400) added.push({ catalogId: item.catalog_id, productId });
  }
  return added;
}

/** Whether one of these variants sold out (or left the sale) since it went into the basket. */
async function soldOutSince(s: Shopper, bought: Bought[]): Promise<boolean> {
  for (const { catalogId, productId } of bought) {
    const variant = (await stockCheck(s, catalogId)).find((v) => v.productId === productId);
    if (!variant || variant.stock <= 0 || variant.status !== "active") return true;
  }
  return false;
}

/**
 * The basket page as the browser draws it: the shared page, then its lines. False when the basket
 * came back empty: what was put in sold out meanwhile, and the basket let it go (reconcileCart).
 */
async function basketPage(shop: SoakShop, s: Shopper, bought: Bought[]): Promise<boolean> {
  await s.send("/cart", { accept: "text/html", label: "sepet sayfası" });
  const { view: basket } = await (await s.send("/cart/view", { label: "sepet verisi" })).json<{ view: { quantity: number } }>();
  if (basket.quantity > 0) return true;
  if (!(await soldOutSince(s, bought)))
    throw new Error(`sepet boş göründü, eklenen ürünler (${bought.map((b) => b.productId).join(", ")}) tükenmedi`);
  shop.refused("sepet verisi", "sepete eklenen ürün bu arada tükendi");
  return false;
}

/** A guest who browses, fills a basket, looks at it and leaves. */
export async function leftBasket(shop: SoakShop) {
  const s = shop.newGuest();
  const bought = await fillBasket(s);
  if (!bought.length || !(await basketPage(shop, s, bought))) return;
  if (chance(0.5)) await s.send("/cart/mini", { label: "mini sepet" });
}

/** A visitor who only looks. */
export async function justLooking(shop: SoakShop) {
  const s = shop.newGuest();
  const items = await browse(s);
  for (let i = 0; i < 2 && items.length; i++) await product(s, pick(items));
}

/**
 * make-pay, then the bank's 3D Secure page for a card; the order placed, or null on a business
 * refusal: a line short of stock, or an empty basket because what was in it sold out meanwhile.
 */
async function pay(
  shop: SoakShop,
  s: Shopper,
  bought: Bought[],
  form: Record<string, string>,
  payment: string,
): Promise<{ order_hash: string; order_number: string } | null> {
  if (payment === "creditCard") {
    // The card form asks for the installment plans once the first six digits are typed.
    const bin = CARD.replace(/\D/g, "").slice(0, 6);
    await s.send(`/payment/ajax/card-info/${bin}?cargoId=${form.shipmentCompany}`, {
      method: "POST",
      body: { cardLoyaltyPoint: "0" },
      label: "kart taksitleri",
    });
  }
  const refusal = async (body: string) => BUSINESS_REFUSAL.test(body) || (body.includes(EMPTY_CART) && (await soldOutSince(s, bought)));
  const response = await s.send("/payment/make-pay", { body: form, form: true, label: `ödeme (make-pay, ${payment})`, refusal });
  const answer = await response.json<PayAnswer>();
  if (!answer.success) return null;
  const landing = answer.threeDsUrl ? await answerBankPage(s, { path: answer.threeDsUrl }, "approve") : answer.redirectUrl;
  if (!landing || !SUMMARY.test(landing)) throw new Error(`${payment}: ödeme özet sayfasına götürmedi (${landing ?? answer.reason})`);
  await view(s, landing, "sipariş özeti");
  shop.placed(payment);
  return answer.data!;
}

/** A guest buys: basket, the guest checkout page and its calls, EFT or a card; then, now and then, the order tracking. */
export async function guestCheckout(shop: SoakShop) {
  const s = shop.newGuest();
  const bought = await fillBasket(s);
  if (!bought.length || !(await basketPage(shop, s, bought))) return;
  await view(s, "/payment/guest-checkout", "ödeme sayfası");
  await s.json("/address/ajax/get-district-by-city/34");
  await s.json("/payment/ajax/shipment-company");
  const payment = chance(0.5) ? "creditCard" : "moneyOrder";
  const form = { ...shop.guestFields, idempotencyKey: newKey(), ...(payment === "creditCard" ? cardFields(CARD) : {}) };
  const order = await pay(shop, s, bought, form, payment);
  if (order && chance(0.3)) {
    await s.send("/siparis-takip", {
      body: { orderNumber: order.order_number, email: shop.guestFields.email },
      form: true,
      label: "sipariş takibi",
    });
  }
}

/** A member buys: basket, the checkout page with their addresses, at the door or by card; then Siparişlerim and the order's detail. */
export async function memberCheckout(shop: SoakShop, m: Member) {
  const bought = await fillBasket(m.s);
  if (!bought.length || !(await basketPage(shop, m.s, bought))) return;
  await view(m.s, "/payment/checkout", "ödeme sayfası (üye)");
  await m.s.send("/address/ajax/list", { label: "adreslerim (JSON)" });
  const door = chance(0.5);
  const payment = door ? "podCash" : "creditCard";
  const form = {
    idempotencyKey: newKey(),
    deliveryType: "myAddress",
    sameAsDelivery: "1",
    delivery_address_id: String(m.addressId),
    shipmentCompany: door ? shop.doorCarrier : shop.carrier,
    checkoutPaymentType: payment,
    agreement: "1",
    ...(door ? {} : cardFields(CARD)),
  };
  const order = await pay(shop, m.s, bought, form, payment);
  if (!order) return;
  m.orders.push(order.order_number);
  await myOrders(m);
}

/** Siparişlerim and the detail of one of the member's orders (the latest, or any). */
export async function myOrders(m: Member) {
  await view(m.s, "/kullanici/siparislerim", "siparişlerim");
  if (m.orders.length)
    await m.s.send(`/ajax/get-order-detail/${chance(0.5) ? m.orders.at(-1) : pick(m.orders)}`, { label: "sipariş detayı" });
}
