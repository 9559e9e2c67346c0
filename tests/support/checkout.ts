/**
 * Checkout over HTTP for integration tests: a sellable variant with a known stock, a guest's typed
 * address form for POST /payment/make-pay, and the sandbox bank's 3D Secure page answered the way
 * a buyer clicks it (Onayla or Reddet), following the signed answer back to /payment/callback;
 * a member's home address in the address book. The parts the benchmarks use too live in
 * scripts/checkout-http.ts.
 */
import { expect } from "vitest";
import {
  addHomeAddress as addAddress,
  answerBankPage,
  cardFields,
  decideBankPage,
  guestPayFields,
  type GetJson,
} from "../../scripts/checkout-http";
import { getJson } from "./http";
import { visitor } from "./visitor";

type Visitor = ReturnType<typeof visitor>;

export { answerBankPage, cardFields, decideBankPage };

type ListingItem = { catalog_id: number; type: string };
type Variant = { productId: number; catalogId: number; stock: number; status: string; price: number };

/** Sellable variants (active, not display-only) with stock in [min, max], from a few categories, in their order; at most `enough`. */
export async function variantsWithStock(min: number, max: number, enough = Infinity): Promise<Variant[]> {
  const found: Variant[] = [];
  for (const category of ["oyuncak", "ev", "giyim", "bebek"]) {
    const { body } = await getJson<{ items: ListingItem[] }>(`/arama/ajax/urunler?category=${category}`);
    for (const item of body.items.filter((i) => i.type !== "teshir")) {
      const { body: check } = await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
      found.push(
        ...check.products
          .filter((p) => p.status === "active" && p.stock >= min && p.stock <= max)
          .map((p) => ({ ...p, catalogId: item.catalog_id })),
      );
      if (found.length >= enough) return found.slice(0, enough);
    }
  }
  return found;
}

/** The first variant variantsWithStock would list, asking only until it is found (a product page or two, not the catalogue). */
export async function variantWithStock(min: number, max: number): Promise<Variant> {
  const [variant] = await variantsWithStock(min, max, 1);
  if (!variant) throw new Error(`no active variant with ${min} to ${max} in stock`);
  return variant;
}

export const stockOf = async (v: { catalogId: number; productId: number }) =>
  (await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${v.catalogId}`)).body.products.find((p) => p.productId === v.productId)
    ?.stock;

let keys = 0;
export const newKey = () => `test-${Date.now().toString(36)}-${++keys}-${Math.random().toString(36).slice(2, 8)}`;

const json: GetJson = async <T>(path: string) => (await getJson<T>(path)).body;

/** A guest's whole checkout form (home delivery, billing = delivery) for make-pay, with a new attempt key. */
export const guestPayForm = (over: Record<string, string> = {}) => guestPayFields(json, { idempotencyKey: newKey(), ...over });

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

/** Opens the bank's 3D Secure page, decides, and follows the signed answer to the shop; returns where the shop sends the buyer. */
export const answer3ds = (v: Visitor, threeDsUrl: string, decision: "approve" | "decline") =>
  answerBankPage(v, { path: threeDsUrl }, decision);

/** What the sandbox bank's page shows about its payment: the shop's reference (the order number) and the amount ('1.299,90 TL'). */
export async function bankPageFacts(v: Visitor, path: string): Promise<{ reference: string; amount: string }> {
  const page = await (await v.send(path, { accept: "text/html" })).text();
  const reference = /<dt>Sipariş<\/dt><dd>([^<]+)<\/dd>/.exec(page)?.[1] ?? "";
  const amount = /<dd class="amount">([^<]+)<\/dd>/.exec(page)?.[1] ?? "";
  return { reference, amount };
}

/** Adds a Kadıköy address to a member's book; returns its id. */
export async function addHomeAddress(v: Visitor, personName = "Deniz Kaya"): Promise<number> {
  const answer = await addAddress(json, v, personName);
  expect(answer.success).toBe(true);
  return answer.address!.id;
}

/** Pays at the door for one unit of the variant; returns the order's number and hash. */
export async function payAtDoor(v: Visitor, address: number, productId: number) {
  expect((await v.post("/cart/add", { productId: String(productId), quantity: "1" })).answer.success).toBe(true);
  const { body: carriers } = await getJson<{ result: { id: number; paymentMethods: string[] }[] }>("/payment/ajax/shipment-company");
  const door = carriers.result.find((c) => c.paymentMethods.includes("podCash"))!;
  const form = {
    idempotencyKey: newKey(),
    deliveryType: "myAddress",
    sameAsDelivery: "1",
    shipmentCompany: String(door.id),
    checkoutPaymentType: "podCash",
    agreement: "1",
  };
  const paid = await makePay(v, { ...form, delivery_address_id: String(address) });
  expect(paid.answer.success).toBe(true);
  return paid.answer.data!;
}

export type Callback = { action: string; fields: Record<string, string> };

/** A guest buys one unit by card and the bank approves: the signed callback the bank's page posted (to post again), or null when a request failed (a killed worker). */
export async function payByCard(productId: number, options: { freshConnections?: boolean } = {}): Promise<Callback | null> {
  const guest = visitor(options);
  try {
    if (!(await guest.post("/cart/add", { productId: String(productId), quantity: "1" })).answer.success) return null;
    const paid = await makePay(guest, await guestPayForm(cardFields("4111111111111111")));
    if (!paid.answer.threeDsUrl) return null;
    const callback = await decideBankPage(guest, { path: paid.answer.threeDsUrl }, "approve");
    const back = await guest.send(new URL(callback.action, "http://shop").pathname, {
      method: "POST",
      body: callback.fields,
      form: true,
      accept: "text/html",
    });
    return back.status < 500 ? callback : null;
  } catch {
    return null;
  }
}

/** The bank's callback posted again (a retried callback). */
export async function postAgain(callback: Callback): Promise<number> {
  const again = visitor();
  const response = await again.send(new URL(callback.action, "http://shop").pathname, {
    method: "POST",
    body: callback.fields,
    form: true,
    accept: "text/html",
  });
  return response.status;
}
