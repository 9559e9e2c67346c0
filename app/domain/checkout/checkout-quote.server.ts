/**
 * What checkout shows before paying (spec sections 3, 4, 7): the basket priced from the database,
 * the shipping companies for the delivery place with their prices and allowed payment methods,
 * the pickup stores that hold every line, the card's installment plans on this order's total, and
 * the member's Joker points. All amounts come from computeTotals, the same function the order
 * itself uses, so the page, the card lookup and the order never disagree.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cities, shippingCompanies, storeStock, stores, users } from "#app/db/schema";
import { loadCartView, visitorOf, type CartLine } from "#app/domain/cart/cart-view.server";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import type { BasketKind, Visitor } from "#app/domain/cart/cart.server";
import type { CardInstallments } from "#app/domain/payments/provider";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";
import { toLira, type Kurus } from "#app/lib/money";
import { offersPayAtDoor } from "#app/domain/pricing/carrier-payments";
import { memberRewardRule } from "#app/domain/rewards/reward-campaigns.server";
import {
  computeTotals,
  maxJokerPoints,
  POINT_KURUS,
  shippedGoodsKurus,
  shippingFor,
  type DeliveryType,
  type Totals,
} from "#app/domain/pricing/totals";

export type Carrier = typeof shippingCompanies.$inferSelect;

export type QuoteInput = {
  deliveryType: DeliveryType;
  shippingCompanyId?: number | null;
  paymentType?: string;
  jokerPoints?: number;
  voucherBalanceKurus?: Kurus;
};

export type Quote = {
  lines: CartLine[];
  settings: ShopSettings;
  carrier: Carrier | null;
  totals: Totals;
  /** What free shipping counts: the goods that ship, after campaigns (pricing/totals.ts shippedGoodsKurus). */
  shippedKurus: Kurus;
  /** Campaigns that ended while their items waited in the basket (why a discount went away). */
  campaignNotices: string[];
};

export async function activeCarriers(db: Db): Promise<Carrier[]> {
  return db.select().from(shippingCompanies).where(eq(shippingCompanies.active, true)).orderBy(asc(shippingCompanies.id));
}

/** The basket priced for checkout with the given choices (points beyond the limits count as none). */
export async function quoteCheckout(db: Db, visitor: Visitor | null, input: QuoteInput, userPoints = 0): Promise<Quote> {
  const [view, settings, reward] = await Promise.all([
    loadCartView(db, visitor),
    loadShopSettings(db),
    memberRewardRule(db, visitor?.userId ?? null),
  ]);
  const carrier = input.shippingCompanyId ? ((await activeCarriers(db)).find((c) => c.id === input.shippingCompanyId) ?? null) : null;
  const lines = view.lines;
  const goods = lines.reduce((s, l) => s + l.payKurus, 0);
  const points = Math.max(0, Math.floor(input.jokerPoints ?? 0));
  const priced = lines.map((l) => ({
    unitPriceKurus: l.unitPriceKurus,
    originalUnitPriceKurus: l.originalUnitPriceKurus,
    quantity: l.quantity,
    vatRate: l.vatRate,
    digital: l.digital,
    campaignDiscountKurus: l.campaignDiscountKurus,
  }));
  const totals = computeTotals({
    lines: priced,
    campaigns: view.totals.campaigns,
    reward,
    deliveryType: input.deliveryType,
    carrierPriceKurus: carrier ? carrier.salePriceKurus + carrier.serviceFeeKurus : null,
    carrierMethods: carrier?.paymentMethods ?? null,
    paymentType: input.paymentType ?? "creditCard",
    settings,
    jokerPoints: points <= maxJokerPoints(goods, userPoints, settings) ? points : 0,
    voucherBalanceKurus: input.voucherBalanceKurus ?? 0,
  });
  return { lines, settings, carrier, totals, shippedKurus: shippedGoodsKurus(priced), campaignNotices: view.campaignNotices };
}

/**
 * The spec's shipping company option (section 3), money as TL numbers: its price for a basket whose
 * goods that ship cost `shippedKurus` after campaigns, by the order's own rule (pricing/totals.ts
 * shippingFor: free from the threshold), so the list shows what the order will charge.
 */
export function carrierJson(c: Carrier, shippedKurus: Kurus, settings: ShopSettings) {
  const price = shippingFor(shippedKurus, "myAddress", c.salePriceKurus + c.serviceFeeKurus, settings);
  const podFee = offersPayAtDoor(c.paymentMethods) ? settings.podFeeKurus : 0;
  return {
    id: c.id,
    code: c.code,
    title: c.title,
    name: c.name,
    description: c.description,
    salePrice: toLira(price),
    serviceFee: toLira(podFee),
    serviceFeeDisplay: podFee
      ? `Kapıda ödeme hizmet bedeli ${toLira(podFee).toLocaleString("tr-TR", { minimumFractionDigits: 2 })} TL`
      : "",
    paymentMethods: c.paymentMethods,
  };
}

export type PickupStore = { id: number; name: string; cityId: number; phone: string; address: string; deliveryCar: boolean };

/**
 * Stores where the whole basket can be picked up: active, offering pickup, and holding every
 * line's units. With a city, only that city's stores; the cities list always names every city
 * that has such a store.
 */
export async function pickupAvailability(db: Db, lines: Pick<CartLine, "productId" | "quantity">[], cityId: number | null) {
  if (lines.length === 0) return { cities: [] as { id: number; name: string }[], stores: [] as PickupStore[] };
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.productId, (need.get(l.productId) ?? 0) + l.quantity);
  const rows = await db
    .select({ storeId: storeStock.storeId, productId: storeStock.productId, quantity: storeStock.quantity })
    .from(storeStock)
    .innerJoin(stores, eq(stores.id, storeStock.storeId))
    .where(and(inArray(storeStock.productId, [...need.keys()]), eq(stores.active, true), eq(stores.pickupAvailable, true)));
  const covered = new Map<number, number>();
  for (const r of rows) if (r.quantity >= (need.get(r.productId) ?? Infinity)) covered.set(r.storeId, (covered.get(r.storeId) ?? 0) + 1);
  const ids = [...covered.entries()].filter(([, n]) => n === need.size).map(([id]) => id);
  if (ids.length === 0) return { cities: [], stores: [] };
  const found = await db
    .select({
      id: stores.id,
      name: stores.name,
      cityId: stores.cityId,
      phone: stores.phone,
      address: stores.address,
      deliveryCar: stores.deliveryCar,
      cityName: cities.name,
      sortKey: cities.sortKey,
    })
    .from(stores)
    .innerJoin(cities, eq(cities.id, stores.cityId))
    .where(inArray(stores.id, ids))
    .orderBy(asc(cities.sortKey), asc(stores.name));
  const cityList = [...new Map(found.map((s) => [s.cityId, { id: s.cityId, name: s.cityName }])).values()];
  const list = found
    .filter((s) => cityId == null || s.cityId === cityId)
    .map(({ id, name, cityId: c, phone, address, deliveryCar }) => ({ id, name, cityId: c, phone, address, deliveryCar }));
  return { cities: cityList, stores: list };
}

/** The spec's card-check response for a card's plans (TL numbers), with the family's name. */
export function cardCheckJson({ card, installments }: CardInstallments) {
  return {
    className: card.className,
    bankName: card.bankName,
    installments: installments.map((i) => ({ ...i, monthlyAmount: toLira(i.monthlyAmount), totalAmount: toLira(i.totalAmount) })),
    cardFamily: card.cardFamily,
  };
}

/** The member's Joker points and what they are worth (the loyalty response: points, amount). */
export async function jokerBalance(db: Db, userId: number): Promise<{ points: number; amount: number }> {
  const [row] = await db.select({ points: users.jokerPoints }).from(users).where(eq(users.id, userId));
  const points = row?.points ?? 0;
  return { points, amount: toLira(points * POINT_KURUS) };
}

/** The delivery type kept in the session (spec section 4: myAddress or getShop), myAddress by default. */
export async function sessionDeliveryType(session: SessionHandle): Promise<DeliveryType> {
  const row = await session.get();
  return row?.data?.deliveryType === "getShop" ? "getShop" : "myAddress";
}

/** Which basket the member's checkout pays, kept in the session by the checkout page (the gift basket: members only). */
export async function sessionBasket(session: SessionHandle): Promise<BasketKind> {
  const row = await session.get();
  return row?.userId != null && row.data?.checkoutBasket === "gift" ? "gift" : "own";
}

/** Who is checking out: the basket's owner (and which basket), the member (null for guests) and their points. */
export async function checkoutVisitor(db: Db, session: SessionHandle) {
  const found = await visitorOf(session);
  const visitor = found && (await sessionBasket(session)) === "gift" ? { ...found, basket: "gift" as const } : found;
  const userId = visitor?.userId ?? null;
  const points = userId == null ? 0 : (await jokerBalance(db, userId)).points;
  return { visitor, userId, points, deliveryType: await sessionDeliveryType(session) };
}

/** A pickup store's name (for the contract preview), or null. */
export async function storeName(db: Db, storeId: number | null): Promise<string | null> {
  if (storeId == null) return null;
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? null;
}
