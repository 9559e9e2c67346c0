/**
 * The checkout pages over real HTTP (spec sections 2, 4, 6; PRODUCT.md "Guest checkout"):
 *   - /payment/guest-checkout renders for a guest with a basket (server-rendered, never cached or
 *     indexed); /payment/checkout renders for a member;
 *   - redirects: an empty basket → /cart; a guest on the member's page → login and back; a member
 *     on the guest's page → /payment/checkout;
 *   - the bank's way back as a whole page leaves the reason of a declined payment for the checkout
 *     page, shown once; inside the checkout's frame it renders the page that tells the checkout;
 *   - a member's saved card reaches the page as its token, BIN and last four digits, nothing more;
 *   - 'Alışverişi Tamamla' is drawn disabled: it pays only once the page's script runs.
 * Fresh members only: the demo member stays as it was.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TEST_CARDS } from "#app/domain/payments/sandbox-bins";
import { answer3ds, cardFields as card, guestPayForm, makePay, newKey } from "../support/checkout";
import { getJson, request } from "../support/http";
import { newMember, visitor } from "../support/visitor";

type Variant = { productId: number; stock: number; status: string; price: number; name: string };
type Place = { id: number; name: string };
type Visitor = ReturnType<typeof visitor>;

const LOGIN_PATH = "/kullanici/kullanici-giris";
const DECLINED = "Kartınız bankanız tarafından reddedildi: yetersiz bakiye.";
const DECLINE_CARD = "4000000000000002";
const BONUS_CARD = SANDBOX_TEST_CARDS.find((c) => c.className === "bonus")!.number;

const variants: Variant[] = [];
let district: Place;
let town: Place;
let carrierId: number;

beforeAll(async () => {
  const { body } = await getJson<{ items: { catalog_id: number; type: string; name: string }[] }>(
    "/arama/ajax/urunler?category=giyim&sort[price]=asc",
  );
  for (const item of body.items) {
    if (item.type === "teshir" || variants.length >= 8) continue;
    const { body: check } = await getJson<{ products: Variant[] }>(`/urun/hizli-kontrol/${item.catalog_id}`);
    const v = check.products.find((p) => p.status === "active" && p.stock >= 5);
    if (v) variants.push({ ...v, name: item.name });
  }
  expect(variants.length, "sellable giyim variants").toBeGreaterThanOrEqual(6);
  district = (await getJson<{ result: Place[] }>("/address/ajax/get-district-by-city/34")).body.result[0];
  town = (await getJson<{ result: Place[] }>(`/address/ajax/get-town-by-district/${district.id}`)).body.result[0];
  carrierId = (await getJson<{ result: { id: number; code: string }[] }>("/payment/ajax/shipment-company")).body.result.find(
    (c) => c.code === "yurtici",
  )!.id;
});

const take = () => variants.shift()!;

async function addToBasket(v: Visitor, productId: number) {
  const { answer } = await v.post("/cart/add", { productId: String(productId), quantity: "1" });
  expect(answer).toMatchObject({ success: true });
}

const cardFields = (number: string) => card(number, { agreement: "1", idempotencyKey: newKey() });

const guestForm = (number: string) => guestPayForm(cardFields(number));

/** The bank's 3D Secure page: the buyer's answer, then the signed fields it posts back to the shop. */
async function decide3ds(v: Visitor, threeDsUrl: string, decision: "approve" | "decline") {
  const response = await v.send(new URL(threeDsUrl, "http://shop.invalid").pathname, {
    method: "POST",
    body: { decision },
    form: true,
    accept: "text/html",
  });
  const html = await response.text();
  const form = /<form id="sandbox-callback"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const fields = Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  expect(Object.keys(fields).sort()).toEqual(["signature", "status", "transactionId"]);
  return fields;
}

describe("checkout pages", () => {
  it("renders the guest's checkout for a guest with a basket, never cached or indexed", async () => {
    const v = visitor();
    const item = take();
    await addToBasket(v, item.productId);
    const response = await v.send("/payment/guest-checkout", { accept: "text/html" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    for (const text of [
      "Ödeme",
      "İletişim Bilgileri",
      "Teslimat Şekli",
      "Adresime Gönder",
      "Mağazadan Teslim Al",
      "10 TL ekstra puan hediye",
      "Teslimat Adresi",
      "Kargo Firması",
      "Yurtiçi Kargo",
      "Ödeme Yöntemi",
      "Kredi Kartı",
      "Havale / EFT",
      "Alışverişi Tamamla",
      "Sipariş Özeti",
    ])
      expect(html, text).toContain(text);
    expect(html).toContain(item.name);
    // A guest has no saved cards, no Joker points, no address book.
    expect(html).not.toContain("Kayıtlı Kartlarım");
    expect(html).not.toContain("Joker Puan</h2>");
    // Until the page's script runs, 'Alışverişi Tamamla' waits: pressed early, the plain form would
    // post to the pay call and show its JSON instead of the bank's window.
    const button = html.match(/<button type="submit"[^>]*>(?:(?!<\/button>).)*Alışverişi Tamamla/s)?.[0];
    expect(button, "the pay button").toBeDefined();
    expect(button).toMatch(/\sdisabled=""/);
  });

  it("sends an empty basket back to /cart", async () => {
    const stranger = visitor();
    expect((await stranger.page("/payment/guest-checkout")).location).toBe("/cart");
    const v = visitor();
    const item = take();
    await addToBasket(v, item.productId);
    expect((await v.post("/cart/remove", { productId: String(item.productId) })).answer).toMatchObject({ success: true });
    const { status, location } = await v.page("/payment/guest-checkout");
    expect(status).toBe(302);
    expect(location).toBe("/cart");
    variants.push(item);
  });

  it("sends a guest on the member's page to log in and back, and a member on the guest's page to the member's", async () => {
    const v = visitor();
    await addToBasket(v, variants[0].productId);
    const guest = await v.page("/payment/checkout");
    expect(guest.status).toBe(302);
    expect(guest.location).toBe(`${LOGIN_PATH}?redirectUrl=${encodeURIComponent("/payment/checkout")}`);

    const { v: member } = await newMember();
    expect((await member.page("/payment/guest-checkout")).location).toBe("/payment/checkout");
    // A member with an empty basket goes to /cart; with one, the page shows the address book's way in.
    expect((await member.page("/payment/checkout")).location).toBe("/cart");
    await addToBasket(member, variants[0].productId);
    const page = await member.page("/payment/checkout");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Yeni Adres Ekle");
    expect(page.html).toContain("Joker Puan");
    expect(page.html).not.toContain("İletişim Bilgileri");
  });

  it("shows a declined payment's reason once after the bank's page came back as a whole page", async () => {
    const v = visitor();
    await addToBasket(v, take().productId);
    const { status, answer } = await makePay(v, await guestForm(DECLINE_CARD));
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer.threeDsUrl).toBeTruthy();
    // The bank's page as a whole page: 'Onayla', then the bank declines and the shop goes back to checkout.
    expect(await answer3ds(v, answer.threeDsUrl!, "approve")).toBe("/payment/guest-checkout");
    const first = await v.page("/payment/guest-checkout");
    expect(first.status).toBe(200);
    expect(first.html).toContain(DECLINED);
    const again = await v.page("/payment/guest-checkout");
    expect(again.status).toBe(200);
    expect(again.html).not.toContain(DECLINED);
  });

  it("inside the checkout's frame the bank's answer renders the page that tells the checkout", async () => {
    const v = visitor();
    await addToBasket(v, take().productId);
    const { answer } = await makePay(v, await guestForm(BONUS_CARD));
    expect(answer.threeDsUrl, JSON.stringify(answer)).toBeTruthy();
    const fields = await decide3ds(v, answer.threeDsUrl!, "approve");
    const response = await request("/payment/callback", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "text/html",
        "Sec-Fetch-Dest": "iframe",
        "Sec-Fetch-Site": "same-origin",
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Ödemeniz onaylandı, siparişinize yönlendiriliyorsunuz");
    expect(html).toMatch(/\/payment\/checkout\/summary\?orderHash=/);
  });

  it("gives the page a member's saved card as its token, BIN and last four digits, nothing more", async () => {
    const { v } = await newMember();
    const added = await v.post("/address/ajax/add", {
      title: "Evim",
      personName: "Deniz Kaya",
      phone: "(532) 123 45 67",
      city: "34",
      district: String(district.id),
      town: String(town.id),
      address: "Bahar Sokak No: 5 Daire: 3",
      billingType: "individual",
      identityNumber: "10000000146",
    });
    const addressId = String((added.answer as unknown as { address: { id: number } }).address.id);
    await addToBasket(v, take().productId);
    const { answer } = await makePay(v, {
      deliveryType: "myAddress",
      delivery_address_id: addressId,
      sameAsDelivery: "1",
      shipmentCompany: String(carrierId),
      saveCreditCard: "1",
      ...cardFields(BONUS_CARD),
    });
    expect(answer.threeDsUrl, JSON.stringify(answer)).toBeTruthy();
    expect(await answer3ds(v, answer.threeDsUrl!, "approve")).toMatch(/^\/payment\/checkout\/summary\?orderHash=/);

    await addToBasket(v, take().productId);
    const page = await v.page("/payment/checkout");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Kayıtlı Kartlarım");
    expect(page.html).toContain(BONUS_CARD.slice(-4));
    expect(page.html).toContain(BONUS_CARD.slice(0, 6));
    expect(page.html).not.toContain(BONUS_CARD);
    for (const hidden of ["expiryMonth", "expiryYear", "holderName"]) expect(page.html, hidden).not.toContain(hidden);
    // The address book arrives masked.
    expect(page.html).not.toContain("10000000146");
  });
});
