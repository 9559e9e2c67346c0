/**
 * Placing an order (spec sections 3, 4, 5): ONE transaction (placeIn) whose named steps
 *   1. lockAttempt: answers the same order again for a repeated idempotency key (a double click, a
 *      retried request): one attempt makes at most one order;
 *   2. lockBasket: locks the visitor's basket and finds its one unpaid order (order-core/order-status.ts):
 *      while the bank's answer on it is out another attempt is refused (ORDER_IN_PROGRESS); one whose
 *      payment failed is this attempt's order — same number and hash, everything else written again
 *      below, so a retry pays that order and never makes a second one;
 *   3. priceBasket: re-prices every line from the database and checks it can still be sold;
 *   4. checkDelivery, checkPayer, lockJokerPoints, lockVoucher, priceOrder: checks delivery (carrier
 *      or pickup store), payment type, Joker points and gift voucher against the server's own rules
 *      — nothing the page says about price or stock is trusted;
 *   5. writeOrder: writes the order, its lines and its payment attempt;
 *   6. takeJokerPoints, takeVoucher, orderStandsIn: takes the points and the voucher amount, and
 *      an order that needs no online payment stands at once (basket emptied, points earned:
 *      order-core/order-lifecycle.server.ts, which also writes the order's status in step 5);
 *   7. reserveStock: only then, last, reserves stock per variant (online stock, or the store's for
 *      pickup: catalog/stock.server.ts) with guarded updates that can never take it below zero
 *      (variant ids ascending: one lock order, no deadlocks) — so the hot rows of a popular variant
 *      stay locked for one statement and the commit, and a refusal rolls back everything above.
 * placeLinesIn runs steps 3 to 7 for an order without a basket (a subscription's recurring order),
 * inside its caller's transaction.
 * Online payments (card, BKM Express, fast-pay) leave the order `awaitingPayment`; settle-order
 * finishes it when the bank answers, or gives back what it held and leaves it `paymentFailed`
 * for the basket's next attempt (also when reconciliation asks the bank).
 */
import { PROVIDER_NOT_STARTED } from "./settle-order.server";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { withConnection, type Db, type Tx } from "#app/db/client.server";
import {
  cartItems,
  carts,
  catalogItems,
  giftCards,
  orderCampaigns,
  orderLines,
  orders,
  payments,
  products,
  shippingCompanies,
  stores,
  users,
  type AddressSnapshot,
} from "#app/db/schema";
import { itemImageUrl, THUMB_IMAGE } from "#app/domain/catalog/image-urls";
import { takeStockIn } from "#app/domain/catalog/stock.server";
import { linePageUrl } from "#app/domain/cart/line-page.server";
import { variantAttributes } from "#app/domain/catalog/product.server";
import { isSellable, type Visitor } from "#app/domain/cart/cart.server";
import type { ShopSettings } from "#app/domain/settings/shop-settings";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";
import {
  EMPTY_CART,
  BAD_POINTS,
  ORDER_IN_PROGRESS,
  GUEST_POD,
  NEED_BILLING_ADDRESS,
  NEED_DELIVERY_ADDRESS,
  NEED_SHIPPING,
  NEED_STORE,
  NO_PAY_AT_DOOR,
  PAYMENT_NOT_ALLOWED,
  STORE_UNAVAILABLE,
  GIFT_DOOR_PAYMENT,
  GIFT_PICKUP,
  stockShort,
} from "./messages";
import { newOrderNumber } from "#app/domain/order-core/order-codes";
import { openOrderIn, orderStandsIn } from "#app/domain/order-core/order-lifecycle.server";
import { attemptLock, lookAhead } from "./stock-look-ahead.server";
import { UNPAID_STATUSES, type OrderStatus } from "#app/domain/order-core/order-status";
import { isGiftCardSku } from "#app/domain/catalog/gift-card-sku";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { VOUCHER_INVALID } from "#app/domain/vouchers/messages";
import { usableVoucher } from "#app/domain/vouchers/vouchers.server";
import { carrierTakes, isPayAtDoor } from "#app/domain/pricing/carrier-payments";
import { giftDeliveryIn, holdGiftUnitsIn, recipientName } from "#app/domain/member-lists/gift-purchases.server";
import { movePointsIn } from "#app/domain/rewards/points-ledger.server";
import { memberRewardRule } from "#app/domain/rewards/reward-campaigns.server";
import type { RewardRule } from "#app/domain/rewards/reward-rule";
import {
  computeTotals,
  goodsTotal,
  maxJokerPoints,
  type AppliedCampaignLine,
  type DeliveryType,
  type PaymentType,
  type Totals,
} from "#app/domain/pricing/totals";
import type { ContractData, OrderLineData } from "#app/domain/order-core/order-data";
import { loadCategoryTree, type CategoryTree } from "#app/domain/categories/categories.server";
import { priceLines, readCampaignRules } from "#app/domain/campaigns/campaign-rules.server";

export type OrderRequest = {
  /** One per pay attempt (the page makes it; a retry of the same attempt sends it again). */
  idempotencyKey: string;
  visitor: Visitor;
  email: string;
  deliveryType: DeliveryType;
  shippingCompanyId: number | null;
  storeId: number | null;
  deliveryAddress: AddressSnapshot | null;
  billingAddress: AddressSnapshot | null;
  paymentType: PaymentType;
  installment: number;
  installmentExtra: number;
  jokerPoints: number;
  voucherCode: string | null;
  paymentDescription: string;
  /** Renders the pre-information form and distance sales contract for this order's data. */
  renderContract: (data: ContractData) => string;
};

/** The order and its current payment attempt (`paymentId`); `replay` when an earlier try with the same key placed it. */
export type PlacedOrder = {
  id: number;
  paymentId: number;
  orderNumber: string;
  orderHash: string;
  status: OrderStatus;
  paymentType: PaymentType;
  totalKurus: number;
  replay: boolean;
};
/** `waitsForBank`: refused because the basket's order waits for the bank on another attempt, seen before anything was locked (settleOpenAttempt may end that attempt). */
export type PlaceResult =
  { ok: true; order: PlacedOrder } | { ok: false; reason: string; status: number; field?: string; waitsForBank?: boolean };

/** Store pickup is paid by card (spec section 4: getShop forces credit card). */
const PICKUP_PAYMENTS: PaymentType[] = ["creditCard", "tokenPayment", "cartTotalZero"];

class Refused extends Error {
  constructor(
    readonly reason: string,
    readonly status = 422,
    readonly field?: string,
  ) {
    super(reason);
  }
}

/** Places the order, or answers the order an earlier try with the same key already placed. */
export async function placeOrder(db: Db, input: OrderRequest): Promise<PlaceResult> {
  try {
    // A look on the transaction's own connection just before it begins (the freshest look short of
    // the transaction itself): the same attempt again, its order committed, is answered that order;
    // a sold-out basket is refused, and so is a basket whose order waits for the bank on another
    // attempt. None of these writes anything, so none needs a transaction. (Refusals are returned,
    // not thrown: in a rush they are the common answer.)
    // The category tree campaign scopes cover: cached, and read before a connection is held (a
    // read inside would wait for a second connection of a pool every rushing request holds one
    // of; on the embedded database the transaction holds its only connection).
    const tree = await loadCategoryTree(db);
    const order = await withConnection(db, async (connection) => {
      const ahead = await lookAhead(connection, aheadOf(input));
      if (ahead.placed) return replay(connection, input);
      if (ahead.refusal) return { refused: ahead.refusal, waitsForBank: false };
      if (ahead.awaitingBank) return { refused: ORDER_IN_PROGRESS, waitsForBank: true };
      return connection.transaction((tx) => placeIn(tx, input, tree));
    });
    if ("refused" in order) return { ok: false, reason: order.refused, status: 409, waitsForBank: order.waitsForBank };
    return { ok: true, order };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, status: error.status, field: error.field };
    throw error;
  }
}

/** What the look-ahead (stock-look-ahead.server.ts) needs of an order request. */
export const aheadOf = (input: Pick<OrderRequest, "visitor" | "idempotencyKey" | "deliveryType" | "storeId">) => ({
  visitor: input.visitor,
  idempotencyKey: input.idempotencyKey,
  storeId: input.deliveryType === "getShop" ? input.storeId : null,
});

/**
 * The order's one transaction: the steps of this file's header, called in that order. Rows are
 * locked in that order too — the attempt, the basket, its unpaid order, the member, the voucher,
 * last the variants (ids ascending) — and settle-order locks a basket before its order as well, so
 * two requests on one basket wait for each other instead of deadlocking.
 */
async function placeIn(tx: Tx, request: OrderRequest, tree: CategoryTree): Promise<PlacedOrder> {
  const attempt = await lockAttempt(tx, request);
  if (attempt.placed) return replay(tx, request);
  const { cartId } = attempt;
  const unpaid = await lockBasket(tx, cartId);
  const { input, gift } = await giftDelivery(tx, request, cartId);
  const settings = await loadShopSettings(tx);
  const { lines, campaigns } = await priceBasket(tx, cartId, tree);
  const giftShort = await holdGiftUnitsIn(tx, lines);
  if (giftShort) throw new Refused(giftShort, 409);

  const delivery = lines.every((l) => l.digital) ? await digitalDelivery(input) : await checkDelivery(tx, input);
  checkPayer(input);
  const points = await lockJokerPoints(tx, input, lines, settings);
  const voucher = input.voucherCode ? await lockVoucher(tx, input.voucherCode) : null;
  const reward = await memberRewardRule(tx, input.visitor.userId);
  const { totals, paymentType, plan } = priceOrder(input, { lines, campaigns, delivery, settings, points, voucher, reward });

  const { order, paymentId, status } = await writeOrder(tx, input, {
    cartId,
    unpaid,
    lines,
    delivery,
    voucher,
    totals,
    paymentType,
    plan,
    gift,
  });
  // The points and the voucher (their rows locked above already), the basket emptied for an order
  // that stands; then, last, the stock: the rows everybody buying a popular variant waits for stay
  // locked for one statement and the commit. A refusal anywhere rolls back everything above.
  await takeJokerPoints(tx, order.userId, order.id, totals);
  await takeVoucher(tx, voucher, totals);
  if (status !== "awaitingPayment")
    await orderStandsIn(
      tx,
      { id: order.id, cartId: order.cartId, userId: order.userId, points: order.jokerPointsEarned, lines },
      { paid: status === "confirmed" },
    );
  await reserveStock(tx, lines, input.deliveryType === "getShop" ? input.storeId : null);
  return {
    id: order.id,
    paymentId,
    orderNumber: order.orderNumber,
    orderHash: order.orderHash,
    status,
    paymentType,
    totalKurus: totals.grandTotalKurus,
    replay: false,
  };
}

/** placeLinesIn's answer: the order, or why not (`soldOut`: a line is no longer for sale or short of stock). */
export type LinesPlaced = { ok: true; order: PlacedOrder } | { ok: false; reason: string; soldOut: boolean };

/**
 * An order without a basket (a member's subscription, domain/subscriptions/recurring-orders.server.ts),
 * inside the caller's transaction, by the same rules as placeIn: the lines priced from the database
 * with the campaigns running now (step 3), the delivery and payment checked (step 4), the order
 * written (step 5) and, last, the stock reserved (step 7). No Joker points, no voucher, no basket to
 * empty. It runs in a savepoint, so a refusal undoes this part alone and the caller still records
 * why. An online payment type leaves the order `awaitingPayment` for settle-order, as at checkout;
 * the caller keeps the attempt once (its own record and `idempotencyKey`).
 */
export async function placeLinesIn(
  tx: Tx,
  request: OrderRequest,
  items: { productId: number; quantity: number }[],
  tree: CategoryTree,
): Promise<LinesPlaced> {
  // Which step refused (set inside the savepoint's callback).
  const at: { step: "price" | "order" | "stock" } = { step: "price" };
  try {
    const order = await tx.transaction(async (sp) => {
      const { lines, campaigns } = await priceItems(
        sp,
        items.map((i) => ({ ...i, isGift: false, giftListItemId: null })),
        tree,
      );
      at.step = "order";
      const delivery = await checkDelivery(sp, request);
      checkPayer(request);
      const settings = await loadShopSettings(sp);
      const reward = await memberRewardRule(sp, request.visitor.userId);
      const { totals, paymentType, plan } = priceOrder(request, { lines, campaigns, delivery, settings, points: 0, voucher: null, reward });
      const {
        order: row,
        paymentId,
        status,
      } = await writeOrder(sp, request, {
        cartId: null,
        unpaid: null,
        lines,
        delivery,
        voucher: null,
        totals,
        paymentType,
        plan,
        gift: null,
      });
      if (status !== "awaitingPayment")
        await orderStandsIn(
          sp,
          { id: row.id, cartId: null, userId: row.userId, points: row.jokerPointsEarned, lines },
          { paid: status === "confirmed" },
        );
      at.step = "stock";
      await reserveStock(sp, lines, null);
      return {
        id: row.id,
        paymentId,
        orderNumber: row.orderNumber,
        orderHash: row.orderHash,
        status,
        paymentType,
        totalKurus: totals.grandTotalKurus,
        replay: false,
      };
    });
    return { ok: true, order };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, soldOut: at.step !== "order" };
    throw error;
  }
}

/** The order an earlier try with the same key placed (its visitor only), answered again. */
async function replay(db: Db | Tx, input: OrderRequest): Promise<PlacedOrder> {
  const [earlier] = await db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)).limit(1);
  if (earlier.userId !== input.visitor.userId || (earlier.userId == null && earlier.email !== input.email))
    throw new Refused(EMPTY_CART, 409);
  const [attempt] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, earlier.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const { id, orderNumber, orderHash, totalKurus } = earlier;
  return {
    id,
    paymentId: attempt?.id ?? 0,
    orderNumber,
    orderHash,
    status: earlier.status as OrderStatus,
    paymentType: earlier.paymentType as PaymentType,
    totalKurus,
    replay: true,
  };
}

/**
 * Step 1: the attempt's idempotency lock (attemptLock, held to the commit): one request at a time
 * works on one pay attempt, so a repeated request waits here for the first and then is answered the
 * order it placed (`placed`: the caller replays it).
 */
async function lockAttempt(tx: Tx, input: OrderRequest): Promise<{ placed: true } | { placed: false; cartId: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${attemptLock(input.idempotencyKey)})`);
  // The attempt's key, the basket and its stock in one look (the attempt's lock is ours now). Sold
  // out already? Then refuse without locking the basket or queueing for the variants' locks (many
  // buyers of the last units would otherwise all wait in line just to hear 'out of stock').
  const ahead = await lookAhead(tx, aheadOf(input));
  if (ahead.placed) return { placed: true };
  if (ahead.cartId == null) throw new Refused(EMPTY_CART, 409);
  if (ahead.refusal) throw new Refused(ahead.refusal, 409);
  return { placed: false, cartId: ahead.cartId };
}

/**
 * Step 2: locks the basket, then its one order that was never paid (orders_cart_unpaid_uq) — the
 * order settle-order locks them in, so an attempt racing the bank's answer waits instead of
 * deadlocking. While that order's payment is out at the bank this attempt is refused; one whose
 * payment failed is returned, and this attempt pays it. Null when every order of the basket stands.
 */
async function lockBasket(tx: Tx, cartId: number) {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
  const [unpaid] = await tx
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(and(eq(orders.cartId, cartId), inArray(orders.status, [...UNPAID_STATUSES])))
    .for("update");
  if (unpaid?.status === "awaitingPayment") throw new Refused(ORDER_IN_PROGRESS, 409);
  return unpaid ? { ...unpaid, status: unpaid.status as OrderStatus } : null;
}

/**
 * Step 2 (gift basket): a gift order goes to the list owner's address, read here from the list
 * (whatever the page sent); no pickup, no paying at the door (the owner would be asked to pay).
 */
async function giftDelivery(
  tx: Tx,
  input: OrderRequest,
  cartId: number,
): Promise<{ input: OrderRequest; gift: { recipient: string; listId: number } | null }> {
  if (input.visitor.basket !== "gift") return { input, gift: null };
  if (input.deliveryType !== "myAddress") throw new Refused(GIFT_PICKUP, 422, "deliveryType");
  if (isPayAtDoor(input.paymentType)) throw new Refused(GIFT_DOOR_PAYMENT, 422, "checkoutPaymentType");
  const gift = await giftDeliveryIn(tx, cartId);
  if (!gift.ok) throw new Refused(gift.reason, 409);
  return {
    input: { ...input, deliveryAddress: gift.address },
    gift: { recipient: recipientName(gift.recipient), listId: gift.recipient.listId },
  };
}

/**
 * Step 3: the basket's lines priced from the database, each one still for sale, with the campaign
 * rules the database holds at this moment (campaign-rules.server.ts: a campaign that has ended no
 * longer applies). Not locked: the stock is taken at the end by a conditional update (never below
 * zero), which is when the variants' rows are locked.
 */
async function priceBasket(
  tx: Tx,
  cartId: number,
  tree: CategoryTree,
): Promise<{ lines: OrderLineData[]; campaigns: AppliedCampaignLine[] }> {
  const items = await tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      isGift: cartItems.isGift,
      giftListItemId: cartItems.giftListItemId,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  if (items.length === 0) throw new Refused(EMPTY_CART, 409);
  return priceItems(tx, items, tree);
}

type ItemToPrice = { productId: number; quantity: number; isGift: boolean; giftListItemId: number | null };

/** Step 3 for given lines (a basket's, or a subscription's): priced from the database, each one still for sale, campaigns applied. */
async function priceItems(
  tx: Tx,
  items: ItemToPrice[],
  tree: CategoryTree,
): Promise<{ lines: OrderLineData[]; campaigns: AppliedCampaignLine[] }> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const variants = await tx
    .select({
      id: products.id,
      sku: products.sku,
      status: products.status,
      priceKurus: products.priceKurus,
      originalPriceKurus: products.originalPriceKurus,
      stock: products.stock,
      catalogId: catalogItems.id,
      name: catalogItems.name,
      sefUrl: catalogItems.sefUrl,
      mainImage: catalogItems.mainImage,
      itemStatus: catalogItems.status,
      itemType: catalogItems.type,
      vatRate: catalogItems.vatRate,
      categoryId: catalogItems.categoryId,
      brandId: catalogItems.brandId,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));
  const byId = new Map(variants.map((v) => [v.id, v]));
  const [attrs, book] = await Promise.all([variantAttributes(tx as unknown as Db, ids), readCampaignRules(tx, tree)]);
  const sellable = items.map((item) => {
    const v = byId.get(item.productId);
    if (!v || !isSellable(v)) throw new Refused(stockShort(v?.name ?? "Bir", 0), 409);
    return { item, v };
  });
  const pricing = priceLines(
    sellable.map(({ item, v }, i) => ({
      key: String(i),
      productId: v.id,
      catalogId: v.catalogId,
      categoryId: v.categoryId,
      brandId: v.brandId,
      unitPriceKurus: v.priceKurus,
      quantity: item.quantity,
    })),
    book,
  );
  const lines = sellable.map(({ item, v }, i) => {
    const priced = pricing.lines[i];
    return {
      productId: v.id,
      catalogId: v.catalogId,
      sku: v.sku,
      name: v.name,
      attributesText: (attrs.get(v.id) ?? []).map((a) => `${a.name}: ${a.value}`).join(", "),
      unitPriceKurus: v.priceKurus,
      originalUnitPriceKurus: Math.max(v.originalPriceKurus, v.priceKurus),
      quantity: item.quantity,
      totalPriceKurus: priced.totalKurus,
      campaignDiscountKurus: priced.listTotalKurus - priced.totalKurus,
      vatRate: v.vatRate,
      image: itemImageUrl(v.catalogId, v.mainImage, THUMB_IMAGE),
      url: linePageUrl(v),
      isGift: item.isGift,
      giftListItemId: item.giftListItemId,
      digital: isGiftCardSku(v.sku),
    };
  });
  return { lines, campaigns: pricing.applied.map((a) => ({ id: a.campaignId, title: a.title, discountKurus: a.discountKurus })) };
}

/** What the delivery adds to the order: the carrier's price and payment methods, or the pickup store. */
type Delivery = { carrierPriceKurus: number | null; carrierMethods: string[] | null; carrierName: string | null; storeName: string | null };

/**
 * Step 4 (delivery): the carrier or the pickup store, as the server knows them now, and whether it
 * takes the payment type asked for (carrier-payments.ts; pickup is paid by card).
 */
async function checkDelivery(tx: Tx, input: OrderRequest): Promise<Delivery> {
  if (input.deliveryType === "getShop") {
    if (!input.storeId) throw new Refused(NEED_STORE, 422, "storeId");
    const [store] = await tx
      .select({ name: stores.name, active: stores.active, pickup: stores.pickupAvailable })
      .from(stores)
      .where(eq(stores.id, input.storeId));
    if (!store || !store.active || !store.pickup) throw new Refused(STORE_UNAVAILABLE, 422, "storeId");
    if (!input.billingAddress) throw new Refused(NEED_BILLING_ADDRESS, 422, "billing_address_id");
    if (!PICKUP_PAYMENTS.includes(input.paymentType))
      throw new Refused(isPayAtDoor(input.paymentType) ? NO_PAY_AT_DOOR : PAYMENT_NOT_ALLOWED, 422, "checkoutPaymentType");
    return { carrierPriceKurus: null, carrierMethods: null, carrierName: null, storeName: store.name };
  }
  if (!input.deliveryAddress) throw new Refused(NEED_DELIVERY_ADDRESS, 422, "delivery_address_id");
  if (!input.billingAddress) throw new Refused(NEED_BILLING_ADDRESS, 422, "billing_address_id");
  if (!input.shippingCompanyId) throw new Refused(NEED_SHIPPING, 422, "shipmentCompany");
  const [carrier] = await tx
    .select()
    .from(shippingCompanies)
    .where(and(eq(shippingCompanies.id, input.shippingCompanyId), eq(shippingCompanies.active, true)));
  if (!carrier) throw new Refused(NEED_SHIPPING, 422, "shipmentCompany");
  if (!carrierTakes(carrier.paymentMethods, input.paymentType)) {
    throw new Refused(isPayAtDoor(input.paymentType) ? NO_PAY_AT_DOOR : PAYMENT_NOT_ALLOWED, 422, "checkoutPaymentType");
  }
  return {
    carrierPriceKurus: carrier.salePriceKurus + carrier.serviceFeeKurus,
    carrierMethods: carrier.paymentMethods,
    carrierName: carrier.title,
    storeName: null,
  };
}

/**
 * Step 4 (delivery) of an order of gift cards alone: e-mailed, so no carrier and no store; the bill
 * still needs its address, and nothing is paid at the door.
 */
async function digitalDelivery(input: OrderRequest): Promise<Delivery> {
  if (input.deliveryType !== "myAddress") throw new Refused(GIFT_PICKUP, 422, "deliveryType");
  if (!input.billingAddress) throw new Refused(NEED_BILLING_ADDRESS, 422, "billing_address_id");
  if (isPayAtDoor(input.paymentType)) throw new Refused(GIFT_DOOR_PAYMENT, 422, "checkoutPaymentType");
  return { carrierPriceKurus: 0, carrierMethods: null, carrierName: null, storeName: null };
}

/** Step 4 (payer): paying at the door is for members only. */
function checkPayer(input: OrderRequest) {
  if (isPayAtDoor(input.paymentType) && input.visitor.userId == null) throw new Refused(GUEST_POD, 403, "checkoutPaymentType");
}

/**
 * Step 4 (Joker points): the whole points asked for, checked against the member's balance and the
 * shop's rule (maxJokerPoints). The member's row stays locked to the commit, so the points are
 * still there when takeJokerPoints takes them.
 */
async function lockJokerPoints(tx: Tx, input: OrderRequest, lines: OrderLineData[], settings: ShopSettings): Promise<number> {
  const points = Math.floor(input.jokerPoints || 0);
  if (points === 0) return points;
  const userId = input.visitor.userId;
  if (userId == null || points < 0) throw new Refused(BAD_POINTS, 422, "cardLoyaltyPoint");
  const [member] = await tx.select({ points: users.jokerPoints }).from(users).where(eq(users.id, userId)).for("update");
  if (!member || points > maxJokerPoints(goodsTotal(lines), member.points, settings))
    throw new Refused(BAD_POINTS, 422, "cardLoyaltyPoint");
  return points;
}

type Voucher = { code: string; balanceKurus: number };

/** Step 4 (gift voucher): a usable code (vouchers.server.ts), its row locked to the commit. */
async function lockVoucher(tx: Tx, code: string): Promise<Voucher> {
  const [voucher] = await tx
    .select({ code: giftCards.code, balanceKurus: giftCards.balanceKurus })
    .from(giftCards)
    .where(usableVoucher(code))
    .for("update");
  if (!voucher) throw new Refused(VOUCHER_INVALID, 422, "voucherCode");
  return voucher;
}

/** Step 4 (totals): what the order costs (totals.ts), and the payment type and installments that leaves. */
function priceOrder(
  input: OrderRequest,
  basis: {
    lines: OrderLineData[];
    campaigns: AppliedCampaignLine[];
    delivery: Delivery;
    settings: ShopSettings;
    points: number;
    voucher: Voucher | null;
    reward: RewardRule | null;
  },
) {
  const totals = computeTotals({
    lines: basis.lines,
    campaigns: basis.campaigns,
    reward: basis.reward,
    deliveryType: input.deliveryType,
    carrierPriceKurus: basis.delivery.carrierPriceKurus,
    carrierMethods: basis.delivery.carrierMethods,
    paymentType: input.paymentType,
    settings: basis.settings,
    jokerPoints: basis.points,
    voucherBalanceKurus: basis.voucher?.balanceKurus ?? 0,
  });
  const paymentType: PaymentType = totals.grandTotalKurus === 0 ? "cartTotalZero" : input.paymentType;
  if (paymentType === "cartTotalZero" && totals.grandTotalKurus > 0) throw new Refused(PAYMENT_NOT_ALLOWED, 422, "checkoutPaymentType");
  // Installments are a card's: an order with nothing to pay has none.
  const plan =
    paymentType === input.paymentType
      ? { installment: input.installment, installmentExtra: input.installmentExtra }
      : { installment: 1, installmentExtra: 0 };
  return { totals, paymentType, plan };
}

/**
 * Step 5: writes the order (with its contract), its lines and its payment attempt. The basket's
 * failed order, when there is one, is this attempt's: same number and hash, written again.
 */
async function writeOrder(
  tx: Tx,
  input: OrderRequest,
  o: {
    /** Null for an order made without a basket (a subscription's: placeLinesIn). */
    cartId: number | null;
    unpaid: { id: number; orderNumber: string; status: OrderStatus } | null;
    lines: OrderLineData[];
    delivery: Delivery;
    voucher: Voucher | null;
    totals: Totals;
    paymentType: PaymentType;
    plan: { installment: number; installmentExtra: number };
    gift: { recipient: string; listId: number } | null;
  },
) {
  const { unpaid, lines, totals, paymentType, plan } = o;
  const orderNumber = unpaid?.orderNumber ?? (await newOrderNumber(tx));
  const now = new Date();
  const contractHtml = input.renderContract({
    orderNumber,
    date: now,
    email: input.email,
    deliveryType: input.deliveryType,
    storeName: o.delivery.storeName,
    carrierName: o.delivery.carrierName,
    deliveryAddress: input.deliveryAddress,
    billingAddress: input.billingAddress,
    paymentType,
    ...plan,
    lines,
    totals,
    giftRecipient: o.gift?.recipient ?? null,
  });
  const values = {
    orderNumber,
    userId: input.visitor.userId,
    email: input.email,
    storeId: input.deliveryType === "getShop" ? input.storeId : null,
    deliveryType: input.deliveryType,
    shippingCompanyId: input.deliveryType === "myAddress" ? input.shippingCompanyId : null,
    paymentType,
    // A zero total was made cartTotalZero here: the caller's label was for the type it asked for.
    paymentDescription: paymentType === input.paymentType ? input.paymentDescription : paymentTypeLabel(paymentType),
    installment: plan.installment,
    itemsTotalKurus: totals.itemsTotalKurus,
    totalDiscountKurus: totals.totalDiscountKurus,
    shipmentPriceKurus: totals.shippingKurus,
    podPriceKurus: totals.podFeeKurus,
    campaignDiscountKurus: totals.campaignDiscountKurus,
    voucherDiscountKurus: totals.voucherKurus,
    voucherCode: o.voucher && totals.voucherKurus > 0 ? o.voucher.code : null,
    jokerPointsUsed: totals.jokerPoints,
    // Points are a member's: a guest's order earns none (checkout offers them for signing up).
    jokerPointsEarned: input.visitor.userId == null ? 0 : totals.pointsEarned,
    totalKurus: totals.grandTotalKurus,
    deliveryAddress: input.deliveryAddress,
    billingAddress: input.billingAddress,
    contractHtml,
    idempotencyKey: input.idempotencyKey,
    cartId: o.cartId,
    giftListId: o.gift?.listId ?? null,
    createdAt: now,
  };
  // The basket's failed order is this attempt's: written again from the basket as it is now, its
  // first status the lifecycle's (order-core/order-lifecycle.server.ts, the one writer of it).
  const { order, status } = await openOrderIn(tx, values, unpaid);
  if (unpaid)
    await Promise.all([
      tx.delete(orderLines).where(eq(orderLines.orderId, order.id)),
      tx.delete(orderCampaigns).where(eq(orderCampaigns.orderId, order.id)),
    ]);
  await tx
    .insert(orderLines)
    .values(lines.map(({ originalUnitPriceKurus: _listPrice, digital: _digital, ...line }) => ({ orderId: order.id, ...line })));
  if (totals.campaigns.length)
    await tx.insert(orderCampaigns).values(
      totals.campaigns.map((c, position) => ({
        orderId: order.id,
        campaignId: c.id,
        title: c.title,
        discountKurus: c.discountKurus,
        position,
      })),
    );
  const [attempt] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: paymentType === "cartTotalZero" || isPayAtDoor(paymentType) || paymentType === "moneyOrder" ? "shop" : PROVIDER_NOT_STARTED,
      type: paymentType,
      status: paymentType === "cartTotalZero" ? "approved" : "pending",
      amountKurus: totals.grandTotalKurus,
      ...plan,
    })
    .returning({ id: payments.id });
  return { order, paymentId: attempt.id, status };
}

/** Step 6: takes the points used off the member (row locked by lockJokerPoints; the update is guarded all the same). */
async function takeJokerPoints(tx: Tx, userId: number | null, orderId: number, totals: Totals) {
  if (totals.jokerPoints <= 0) return;
  if (!(await movePointsIn(tx, { userId: userId!, orderId, kind: "spent", points: totals.jokerPoints })))
    throw new Refused(BAD_POINTS, 409, "cardLoyaltyPoint");
}

/** Step 6: takes the amount the voucher pays off its balance (row locked by lockVoucher). */
async function takeVoucher(tx: Tx, voucher: Voucher | null, totals: Totals) {
  if (!voucher || totals.voucherKurus <= 0) return;
  await tx
    .update(giftCards)
    .set({ balanceKurus: sql`${giftCards.balanceKurus} - ${totals.voucherKurus}` })
    .where(eq(giftCards.code, voucher.code));
}

/**
 * Step 7: takes the ordered units out of stock (catalog/stock.server.ts: the online stock and its
 * listing fields, or the pickup store's; variants locked in id order; never below zero). A variant
 * short of units refuses the order, and everything above rolls back.
 */
async function reserveStock(tx: Tx, lines: OrderLineData[], storeId: number | null) {
  const short = await takeStockIn(tx, lines, storeId);
  if (short) throw new Refused(stockShort(lines.find((l) => l.productId === short.productId)?.name ?? "Bir", short.left), 409);
}
