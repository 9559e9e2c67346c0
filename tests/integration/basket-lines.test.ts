/**
 * The basket's lines and count over real HTTP (spec sections 2, 3, 7; PRODUCT.md "Basket"):
 *   - every call that answers basket lines carries the spec's Basket line fields (catalog_name,
 *     quantity, unit_price, total_price, is_gift) beside its own;
 *   - the header's count is every unit the shopper put in a basket: the basket and the member's gift
 *     basket (Hediye Sepetim) together, the same in /kullanici/oturum-bilgisi, the basket calls'
 *     `cartCount`, /cart/view, /cart/mini and the server-drawn header of /cart/;
 *   - /cart/ is drawn on the server with the visitor's lines, totals and the way to checkout, and its
 *     plain forms (no JavaScript) change quantities, remove lines and save the gift note.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "#app/lib/money";
import { variantsWithStock } from "../support/checkout";
import { memberWithGiftList } from "../support/gift-lists";
import { newMember, visitor } from "../support/visitor";

type Line = { id: number; quantity: number; catalog_name: string; unit_price: number; total_price: number; is_gift: boolean };
type CartAnswer = { success: boolean; reason: string; cart: { quantity: number; total: number; items: Line[] }; cartCount?: number };
type Variant = Awaited<ReturnType<typeof variantsWithStock>>[number];
type V = ReturnType<typeof visitor>;

const lira = (kurus: number) => Math.round(kurus) / 100;
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

let a: Variant;
let b: Variant;

beforeAll(async () => {
  const found = await variantsWithStock(3, 9);
  a = found[0];
  b = found.find((v) => v.catalogId !== a.catalogId)!;
  expect(b, "two sellable variants of different items with stock 3..9").toBeTruthy();
});

const add = async (v: V, productId: number, quantity = 1) =>
  (await v
    .send("/cart/add", { method: "POST", body: { productId: String(productId), quantity: String(quantity) } })
    .then((r) => r.json())) as CartAnswer;
const json = async <T>(v: V, path: string) => (await (await v.send(path)).json()) as T;
type Mini = {
  cart: { quantity: number; items: (Line & { totalPrice: number; product: { catalog: { name: string } } })[] };
  cartCount: number;
  gift: { quantity: number; items: Line[] } | null;
};
type View = { view: { lines: (Line & { productId: number })[] }; giftView: { lines: Line[] } | null; visitor: { cartCount: number } };

/** The catalogue item's name of a variant, as the mini-basket already names it. */
async function nameOf(variant: Variant): Promise<string> {
  const v = visitor();
  await add(v, variant.productId);
  return (await json<Mini>(v, "/cart/mini")).cart.items[0].product.catalog.name;
}

describe("the spec's Basket line fields", () => {
  it("are in the lines of /cart/add, /cart/save, /cart/remove, /cart/view and /cart/mini, beside the existing fields", async () => {
    const [nameA, nameB] = await Promise.all([nameOf(a), nameOf(b)]);
    const v = visitor();
    const added = await add(v, a.productId, 2);
    expect(added.success).toBe(true);
    const lineA = {
      id: a.productId,
      quantity: 2,
      catalog_name: nameA,
      unit_price: a.price,
      total_price: lira(a.price * 200),
      is_gift: false,
    };
    expect(added.cart.items).toEqual([lineA]);
    const lineB = {
      id: b.productId,
      quantity: 1,
      catalog_name: nameB,
      unit_price: b.price,
      total_price: lira(b.price * 100),
      is_gift: false,
    };
    expect((await add(v, b.productId)).cart.items).toEqual([lineA, lineB]);

    // A refusal carries the basket as it is, in the same shape.
    const refused = await add(v, a.productId, 50);
    expect(refused.success).toBe(false);
    expect(refused.cart.items).toEqual([lineA, lineB]);

    const saved = (await v.post("/cart/save", { [`quantity[${a.productId}]`]: "3" })).answer as unknown as CartAnswer;
    expect(saved.cart.items[0]).toEqual({ ...lineA, quantity: 3, total_price: lira(a.price * 300) });

    const mini = await json<Mini>(v, "/cart/mini");
    expect(mini.cart.items[1]).toMatchObject({ ...lineB, totalPrice: lineB.total_price });
    const view = await json<View>(v, "/cart/view");
    expect(view.view.lines[1]).toMatchObject({ ...lineB, productId: b.productId });

    const removed = (await v.post("/cart/remove", { productId: String(b.productId) })).answer as unknown as CartAnswer;
    expect(removed.cart.items).toEqual([{ ...lineA, quantity: 3, total_price: lira(a.price * 300) }]);
  });
});

describe("the header's count and the gift basket", () => {
  it("counts the basket and the gift basket together everywhere, and every gift line says is_gift", { timeout: 120_000 }, async () => {
    const owner = await memberWithGiftList("Doğum Günü", "Gizem Saklı");
    expect((await owner.v.post(`/hediye-listesi/urun-ekle/${owner.listId}`, { productId: String(b.productId) })).answer).toMatchObject({
      success: true,
    });
    const shown = await json<{ list: { items: { id: number }[] } }>(visitor(), `/hediye-listesi/goster/${owner.listId}`);
    const itemId = shown.list.items[0].id;

    const buyer = await newMember();
    const gift = await json<CartAnswer>(buyer.v, `/cart/add_wish_list_item/${itemId}`);
    expect(gift).toMatchObject({ success: true, cart: { quantity: 1 }, cartCount: 1 });
    expect(gift.cart.items).toEqual([
      expect.objectContaining({ id: b.productId, quantity: 1, unit_price: b.price, total_price: b.price, is_gift: true }),
    ]);

    const own = await add(buyer.v, a.productId, 2);
    // The basket's own answer, and the header's count of both baskets.
    expect(own).toMatchObject({ success: true, cart: { quantity: 2 }, cartCount: 3 });

    expect(await json<{ cartCount: number }>(buyer.v, "/kullanici/oturum-bilgisi")).toMatchObject({ cartCount: 3 });
    const view = await json<View>(buyer.v, "/cart/view");
    expect(view.visitor.cartCount).toBe(3);
    expect(view.giftView?.lines).toEqual([expect.objectContaining({ is_gift: true, quantity: 1 })]);
    const mini = await json<Mini>(buyer.v, "/cart/mini");
    expect(mini).toMatchObject({ cartCount: 3, cart: { quantity: 2 }, gift: { quantity: 1 } });
    expect(mini.gift?.items).toEqual([expect.objectContaining({ id: b.productId, is_gift: true })]);

    // The page drawn on the server says the same in its header and its two tabs.
    const page = await buyer.v.page("/cart/");
    expect(page.html).toContain("Sepetim, 3 ürün");
    expect(page.html).toMatch(/Sepetim(<!-- -->)? \((<!-- -->)?2(<!-- -->)?\)/);
    expect(page.html).toMatch(/Hediye Sepetim(<!-- -->)? \((<!-- -->)?1(<!-- -->)?\)/);

    const removed = (await buyer.v.post("/cart/remove", { productId: String(b.productId), isGift: "1" })).answer as unknown as CartAnswer;
    expect(removed).toMatchObject({ success: true, cartCount: 2 });
  });
});

describe("/cart/ without JavaScript", () => {
  const form = (v: V, fields: Record<string, string>) =>
    v.send("/cart/", { method: "POST", body: fields, form: true, accept: "text/html" });

  it("draws the visitor's lines, totals and the way to checkout on the server; nobody else's", async () => {
    const name = await nameOf(a);
    const v = visitor();
    await add(v, a.productId, 2);
    const { status, html } = await v.page("/cart/");
    expect(status).toBe(200);
    expect(html).not.toContain("Sepetiniz yükleniyor");
    expect(html).toContain(escapeHtml(name));
    expect(html).toContain(`data-testid="cart-subtotal">${formatMoney(Math.round(a.price * 200))}`);
    expect(html).toMatch(/href="\/payment\/(guest-)?checkout"[^>]*>Alışverişi Tamamla/);
    expect(html).toContain("Sepetim, 2 ürün");
    const other = visitor();
    await add(other, b.productId);
    expect((await other.page("/cart/")).html).not.toContain(escapeHtml(name));
    expect((await visitor().page("/cart/")).html).toContain("Sepetinizde ürün bulunmamaktadır.");
  });

  it("changes a quantity, refuses past the maximum, saves the gift note and removes a line with plain forms", async () => {
    const name = await nameOf(a);
    const v = visitor();
    await add(v, a.productId, 1);
    await add(v, b.productId, 1);

    const more = await form(v, { productId: String(a.productId), quantity: "2" });
    expect(more.status).toBe(303);
    expect(more.headers.get("location")).toMatch(/^\/cart\/\?/);
    const after = await v.page(more.headers.get("location")!);
    expect(after.html).toContain("Sepetiniz güncellendi");
    expect((await json<View>(v, "/cart/view")).view.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [a.productId, 2],
      [b.productId, 1],
    ]);

    const max = Math.min(a.stock, 10);
    const tooMany = await form(v, { productId: String(a.productId), quantity: String(max + 1) });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.text()).toContain(`Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`);

    const note = await form(v, {
      intent: "kaydet",
      giftNote: "Canım kardeşime",
      [`quantity[${a.productId}]`]: "2",
      [`quantity[${b.productId}]`]: "1",
    });
    expect(note.status).toBe(303);
    expect((await v.page("/cart/")).html).toContain("Canım kardeşime");

    const gone = await form(v, { intent: "sil", productId: String(a.productId) });
    expect(gone.status).toBe(303);
    const left = await v.page("/cart/");
    expect(left.html).not.toContain(escapeHtml(name));
    expect(left.html).toContain("Sepetim, 1 ürün");

    const again = await form(v, { intent: "sil", productId: String(a.productId) });
    expect(again.status).toBe(422);
    expect(await again.text()).toContain("Bu ürün sepetinizde bulunmamaktadır.");
  });
});
