/**
 * Checkout over HTTP, shared by the integration tests (tests/support/checkout.ts) and the
 * benchmarks (no test runner here): a guest's typed address form for POST /payment/make-pay, the
 * card fields, a member's home address in the address book, and the sandbox bank's pages answered
 * the way a buyer clicks them (Onayla or Reddet), following the signed answer back to
 * /payment/callback.
 */

/** A JSON GET against the shop, answering the parsed body. */
export type GetJson = <T>(path: string) => Promise<T>;
export type SendInit = { method?: string; body?: Record<string, string>; form?: boolean; accept?: string };
/** A client with its own cookie jar: a test's visitor, a benchmark's shopper. */
export type Client = { send(path: string, init?: SendInit): Promise<{ headers: Headers; text(): Promise<string> }> };

type District = { id: number; name: string };

/** A guest's whole checkout form (home delivery in Kadıköy, billing = delivery, EFT), with `over` on top. */
export async function guestPayFields(getJson: GetJson, over: Record<string, string> = {}): Promise<Record<string, string>> {
  const [districts, carriers] = await Promise.all([
    getJson<{ result: District[] }>("/address/ajax/get-district-by-city/34"),
    getJson<{ result: { id: number; code: string }[] }>("/payment/ajax/shipment-company"),
  ]);
  const kadikoy = districts.result.find((d) => d.name === "Kadıköy")!;
  return {
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

/** Adds a Kadıköy address to a member's book; answers the call's JSON ({success, address: {id}}). */
export async function addHomeAddress(
  getJson: GetJson,
  v: Client,
  personName: string,
): Promise<{ success: boolean; address?: { id: number } }> {
  const districts = (await getJson<{ result: District[] }>("/address/ajax/get-district-by-city/34")).result;
  const kadikoy = districts.find((d) => d.name === "Kadıköy")!;
  const towns = (await getJson<{ result: { id: number }[] }>(`/address/ajax/get-town-by-district/${kadikoy.id}`)).result;
  const response = await v.send("/address/ajax/add", {
    method: "POST",
    body: {
      title: "Ev",
      personName,
      phone: "(532) 111 22 33",
      city: "34",
      district: String(kadikoy.id),
      town: String(towns[0].id),
      address: "Caferağa Mah. Moda Cad. No: 12 D: 3",
    },
  });
  return JSON.parse(await response.text());
}

const hidden = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, "&")]));

/**
 * Any sandbox bank page (3D Secure, the BKM Express widget at ticket.path, fast pay opened by
 * posting its formData): opens it, decides, follows the signed answer back to the shop; returns
 * where the shop sends the buyer.
 */
export async function answerBankPage(
  v: Client,
  open: { path: string; form?: Record<string, string> },
  decision: "approve" | "decline",
): Promise<string | null> {
  const { action, fields } = await decideBankPage(v, open, decision);
  const back = await v.send(new URL(action, "http://shop").pathname, { method: "POST", body: fields, form: true, accept: "text/html" });
  return back.headers.get("location");
}

/** Opens a sandbox bank page and decides; returns the signed answer its page posts back (the address as written, and the fields). */
export async function decideBankPage(v: Client, open: { path: string; form?: Record<string, string> }, decision: "approve" | "decline") {
  const opened = open.form
    ? await v.send(open.path, { method: "POST", body: open.form, form: true, accept: "text/html" })
    : await v.send(open.path, { accept: "text/html" });
  const page = await opened.text();
  const decideAt = /<form method="post" action="([^"]*)"/.exec(page)?.[1]?.replace(/&amp;/g, "&") || open.path;
  const decided = await (
    await v.send(decideAt, { method: "POST", body: { ...hidden(page), decision }, form: true, accept: "text/html" })
  ).text();
  const action = /<form id="sandbox-callback"[^>]*action="([^"]*)"/.exec(decided)?.[1]?.replace(/&amp;/g, "&");
  if (!action) throw new Error("the bank page gave no answer form");
  return { action, fields: hidden(decided) };
}
