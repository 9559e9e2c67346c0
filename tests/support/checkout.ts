/**
 * Checkout over HTTP for integration tests: a sellable variant with a known stock, a guest's typed
 * address form for POST /payment/make-pay, and the sandbox bank's 3D Secure page answered the way
 * a buyer clicks it (Onayla or Reddet), following the signed answer back to /payment/callback;
 * a member's home address in the address book.
 */
import { expect } from "vitest";
import { getJson } from "./http";
import type { visitor } from "./visitor";

type Visitor = ReturnType<typeof visitor>;
type ListingItem = { catalog_id: number; type: string };
type Variant = { productId: number; catalogId: number; stock: number; status: string; price: number };

/** Sellable variants (active, not display-only) with stock in [min, max], from a few categories. */
export async function variantsWithStock(min: number, max: number): Promise<Variant[]> {
  const found: Variant[] = [];
  for (const category of ["oyuncak", "ev", "giyim", "bebek"]) {
    const { body } = await getJson<{ items: ListingItem[] }>(`/arama/ajax/urunler?category=${category}`);
    for (const item of body.items.filter((i) => i.type !== "teshir")) {
      const { body: check } = await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
      found.push(...check.products.filter((p) => p.status === "active" && p.stock >= min && p.stock <= max).map((p) => ({ ...p, catalogId: item.catalog_id })));
    }
  }
  return found;
}

export const stockOf = async (v: { catalogId: number; productId: number }) =>
  (await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${v.catalogId}`)).body.products.find((p) => p.productId === v.productId)?.stock;

let keys = 0;
export const newKey = () => `test-${Date.now().toString(36)}-${++keys}-${Math.random().toString(36).slice(2, 8)}`;

/** A guest's whole checkout form (home delivery, billing = delivery) for make-pay. */
export async function guestPayForm(over: Record<string, string> = {}): Promise<Record<string, string>> {
  const { body: districts } = await getJson<{ result: { id: number; name: string }[] }>("/address/ajax/get-district-by-city/34");
  const { body: carriers } = await getJson<{ result: { id: number; code: string }[] }>("/payment/ajax/shipment-company");
  const kadikoy = districts.result.find((d) => d.name === "Kadıköy")!;
  return {
    idempotencyKey: newKey(),
    deliveryType: "myAddress",
    email: "misafir.alici@example.com",
    sameAsDelivery: "1",
    shipmentCompany: String(carriers.result.find((c) => c.code === "yurtici")?.id ?? carriers.result[0].id),
    checkoutPaymentType: "moneyOrder",
    agreement: "1",
    "delivery[personName]": "Deniz Yılmaz",
    "delivery[phone]": "(532) 111 22 33",
    "delivery[city]": "34",
    "delivery[district]": String(kadikoy.id),
    "delivery[address]": "Caferağa Mah. Moda Cad. No: 12 D: 3",
    "delivery[identityNumber]": "10000000146",
    ...over,
  };
}

/** The new-card fields of the checkout form for this card number (one payment, no installments). */
export const cardFields = (number: string, over: Record<string, string> = {}): Record<string, string> => ({
  checkoutPaymentType: "creditCard",
  "card[number]": number,
  "card[name]": "Ayşe Yılmaz",
  "card[month]": "12",
  "card[year]": String(new Date().getFullYear() + 2),
  "card[cvc]": "123",
  paymentInstallment: "1",
  paymentInstallmentExtra: "0",
  ...over,
});

export type PayAnswer = {
  success: boolean;
  reason?: string;
  errors?: Record<string, string>;
  redirectUrl?: string;
  threeDsUrl?: string;
  ticket?: { id: string; path: string; token: string };
  endpoint?: string;
  formData?: Record<string, string>;
  data?: { order_hash: string; order_number: string; total_price: number };
};

export async function makePay(v: Visitor, form: Record<string, string>): Promise<{ status: number; answer: PayAnswer }> {
  const response = await v.send("/payment/make-pay", { method: "POST", body: form, form: true });
  return { status: response.status, answer: (await response.json()) as PayAnswer };
}

const hidden = (html: string) => Object.fromEntries([...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, "&")]));

/** Opens the bank's 3D Secure page, decides, and follows the signed answer to the shop; returns where the shop sends the buyer. */
export const answer3ds = (v: Visitor, threeDsUrl: string, decision: "approve" | "decline") => answerBankPage(v, { path: threeDsUrl }, decision);

/**
 * Any sandbox bank page (3D Secure, the BKM Express widget at ticket.path, fast pay opened by
 * posting its formData): opens it, decides, follows the signed answer back to the shop.
 */
export async function answerBankPage(v: Visitor, open: { path: string; form?: Record<string, string> }, decision: "approve" | "decline"): Promise<string | null> {
  const { action, fields } = await decideBankPage(v, open, decision);
  const back = await v.send(new URL(action, "http://shop").pathname, { method: "POST", body: fields, form: true, accept: "text/html" });
  return back.headers.get("location");
}

/** Opens a sandbox bank page and decides; returns the signed answer the bank's page posts back (its address as written, and its fields). */
export async function decideBankPage(v: Visitor, open: { path: string; form?: Record<string, string> }, decision: "approve" | "decline") {
  const opened = open.form ? await v.send(open.path, { method: "POST", body: open.form, form: true, accept: "text/html" }) : await v.send(open.path, { accept: "text/html" });
  const page = await opened.text();
  const decideAt = /<form method="post" action="([^"]*)"/.exec(page)?.[1]?.replace(/&amp;/g, "&") || open.path;
  const decided = await (await v.send(decideAt, { method: "POST", body: { ...hidden(page), decision }, form: true, accept: "text/html" })).text();
  const action = /<form id="sandbox-callback"[^>]*action="([^"]*)"/.exec(decided)?.[1]?.replace(/&amp;/g, "&");
  if (!action) throw new Error("the bank page gave no answer form");
  return { action, fields: hidden(decided) };
}

/** What the sandbox bank's page shows about its payment: the shop's reference (the order number) and the amount ('1.299,90 TL'). */
export async function bankPageFacts(v: Visitor, path: string): Promise<{ reference: string; amount: string }> {
  const page = await (await v.send(path, { accept: "text/html" })).text();
  const reference = /<dt>Sipariş<\/dt><dd>([^<]+)<\/dd>/.exec(page)?.[1] ?? "";
  const amount = /<dd class="amount">([^<]+)<\/dd>/.exec(page)?.[1] ?? "";
  return { reference, amount };
}

/** Adds a Kadıköy address to a member's book; returns its id. */
export async function addHomeAddress(v: Visitor, personName = "Deniz Kaya"): Promise<number> {
  const districts = (await getJson<{ result: { id: number; name: string }[] }>("/address/ajax/get-district-by-city/34")).body.result;
  const kadikoy = districts.find((d) => d.name === "Kadıköy")!;
  const towns = (await getJson<{ result: { id: number }[] }>(`/address/ajax/get-town-by-district/${kadikoy.id}`)).body.result;
  const response = await v.send("/address/ajax/add", {
    method: "POST",
    body: { title: "Ev", personName, phone: "(532) 111 22 33", city: "34", district: String(kadikoy.id), town: String(towns[0].id), address: "Caferağa Mah. Moda Cad. No: 12 D: 3" },
  });
  const answer = (await response.json()) as { success: boolean; address: { id: number } };
  expect(answer.success).toBe(true);
  return answer.address.id;
}

/** Pays at the door for one unit of the variant; returns the order's number and hash. */
export async function payAtDoor(v: Visitor, address: number, productId: number) {
  expect((await v.post("/cart/add", { productId: String(productId), quantity: "1" })).answer.success).toBe(true);
  const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
  const door = carriers.result.find((c) => c.paymentMethods.includes("podCash"))!;
  const form = { idempotencyKey: newKey(), deliveryType: "myAddress", sameAsDelivery: "1", shipmentCompany: String(door.id), checkoutPaymentType: "podCash", agreement: "1" };
  const paid = await makePay(v, { ...form, delivery_address_id: String(address) });
  expect(paid.answer.success).toBe(true);
  return paid.answer.data!;
}
