/**
 * For the order modules' tests (never imported by the shop): a catalogue item with its variants, a test database's delivery basics
 * (MNG Kargo taking card, transfer and pay at the door; İstanbul with the Kadıköy store), baskets
 * held by sessions, and orders placed through placeOrder with everything a checkout would send.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import {
  users,
  brands,
  cartItems,
  carts,
  catalogItems,
  categories,
  cities,
  orders,
  products,
  sessions,
  shippingCompanies,
  stores,
  storeStock,
} from "#app/db/schema";
import type { Visitor } from "#app/domain/cart/cart.server";
import { renderOrderContract } from "#app/domain/order-core/contract";
import { placeOrder, type OrderRequest } from "#app/domain/checkout/place-order.server";

export const TEST_ADDRESS = {
  personName: "Ayşe Yılmaz",
  phone: "05321112233",
  city: "İstanbul",
  district: "Kadıköy",
  address: "Caferağa Mah. Moda Cad. No: 12 D: 3",
};

type VariantSeed = { sku: string; name?: string; priceKurus: number; originalPriceKurus?: number; stock: number };

/** One catalogue item (in a category and brand of its own) with these variants; returns the item's id and the variants' ids in order. */
export async function seedItem(
  db: Db,
  item: { name: string; slug: string },
  variants: VariantSeed[],
): Promise<{ itemId: number; variantIds: number[] }> {
  const [cat] = await db
    .insert(categories)
    .values({ name: `Kategori ${item.slug}`, slug: `kategori-${item.slug}`, area: "oyuncak" })
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({ name: `Marka ${item.slug}`, slug: `marka-${item.slug}` })
    .returning();
  const totalStock = variants.reduce((sum, v) => sum + v.stock, 0);
  const [row] = await db
    .insert(catalogItems)
    .values({ name: item.name, sefUrl: item.slug, brandId: brand.id, categoryId: cat.id, totalStock })
    .returning();
  const rows = await db
    .insert(products)
    .values(
      variants.map((v) => ({
        catalogId: row.id,
        sku: v.sku,
        barcode: v.sku,
        name: v.name ?? item.name,
        priceKurus: v.priceKurus,
        originalPriceKurus: v.originalPriceKurus ?? v.priceKurus,
        stock: v.stock,
      })),
    )
    .returning({ id: products.id });
  return { itemId: row.id, variantIds: rows.map((r) => r.id) };
}

/** MNG Kargo (49,90 TL), İstanbul and its Kadıköy store holding `held` for pickup. */
export async function seedDelivery(db: Db, held: { productId: number; quantity: number }[]): Promise<{ carrier: number; storeId: number }> {
  const [c] = await db
    .insert(shippingCompanies)
    .values({
      code: "mng",
      title: "MNG Kargo",
      name: "MNG",
      salePriceKurus: 4_990,
      paymentMethods: ["creditCard", "moneyOrder", "podCash", "podCredit"],
    })
    .returning();
  await db.insert(cities).values({ id: 34, name: "İstanbul", sortKey: "istanbul" });
  const [store] = await db
    .insert(stores)
    .values({
      code: "S1",
      name: "Kadıköy Mağazası",
      sefUrl: "kadikoy",
      cityId: 34,
      address: "Moda Cad. 1",
      phone: "02160000000",
      lat: 0,
      lon: 0,
    })
    .returning();
  if (held.length > 0) await db.insert(storeStock).values(held.map((h) => ({ storeId: store.id, ...h })));
  return { carrier: c.id, storeId: store.id };
}

/**
 * What an order's after-sale tests start from: the toy 'Oyuncak Ayı' (`priceKurus`, 1,000 in stock),
 * the delivery basics (seedDelivery) and the member Ayşe with a phone (05321234567).
 */
export async function seedToyShop(db: Db, priceKurus = 10_000): Promise<{ toy: number; carrier: number; member: number }> {
  const {
    variantIds: [toy],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [{ sku: "AYI", priceKurus, stock: 1_000 }]);
  const { carrier } = await seedDelivery(db, []);
  const [{ id: member }] = await db
    .insert(users)
    .values({ email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321234567" })
    .returning();
  return { toy, carrier, member };
}

/**
 * Baskets and orders on the test database (`dbOf`: it opens in beforeAll). `defaults` (read at each request, once the carrier exists) overrides
 * the plain request: a transfer order to TEST_ADDRESS with an individual bill.
 */
export function orderKit(dbOf: () => Db, defaults: () => Partial<OrderRequest>) {
  let sessionNo = 0;
  let key = 0;

  /** A visitor (a guest, or the member `userId`) whose basket holds these [productId, quantity] lines. */
  async function basket(lines: [number, number][], userId: number | null = null): Promise<Visitor> {
    const db = dbOf();
    const id = `s${++sessionNo}`;
    await db.insert(sessions).values({ id, userId, expiresAt: new Date(Date.now() + 3_600_000) });
    const [cart] = await db.insert(carts).values({ sessionId: id, userId }).returning();
    await db.insert(cartItems).values(lines.map(([productId, quantity]) => ({ cartId: cart.id, productId, quantity })));
    return { sessionId: id, userId };
  }

  const request = (visitor: Visitor, over: Partial<OrderRequest> = {}): OrderRequest => ({
    idempotencyKey: `k${++key}`,
    visitor,
    email: "alici@example.com",
    deliveryType: "myAddress",
    shippingCompanyId: 0,
    storeId: null,
    deliveryAddress: TEST_ADDRESS,
    billingAddress: { ...TEST_ADDRESS, billingType: "individual", identityNumber: "10000000146" },
    paymentType: "moneyOrder",
    installment: 1,
    installmentExtra: 0,
    jokerPoints: 0,
    voucherCode: null,
    paymentDescription: "Havale / EFT",
    renderContract: renderOrderContract,
    ...defaults(),
    ...over,
  });

  /** Places an order for a fresh basket; `minutesAgo` moves its date back. Returns the order's row. */
  async function place(lines: [number, number][], userId: number | null, over: Partial<OrderRequest> = {}, minutesAgo = 0) {
    const db = dbOf();
    const result = await placeOrder(db, request(await basket(lines, userId), over));
    if (!result.ok) throw new Error(result.reason);
    if (minutesAgo)
      await db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(orders.id, result.order.id));
    const [row] = await db.select().from(orders).where(eq(orders.id, result.order.id));
    return row;
  }

  return { basket, request, place };
}
