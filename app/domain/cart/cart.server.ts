/**
 * The basket (spec sections 3, 5, 7; PRODUCT.md "Basket"): one basket per visitor, found by one
 * rule (findCart) that the header count uses too.
 *
 * - A guest's basket belongs to the session row (carts.session_id = sessions.id); a member's to the
 *   user (carts.user_id), with the session's basket as the fallback until it is merged at login.
 * - `POST /cart/add` adds a signed `quantity` to what the basket already holds of that variant;
 *   a line that reaches 0 or less is removed.
 * - Every change runs in one transaction holding a per-basket advisory lock and the variant row
 *   locked (SELECT … FOR UPDATE), so concurrent adds can never put more in a basket than the rule
 *   below allows.
 * - Prices never come from the client: totals are always computed from the variants' current
 *   prices in the database.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db, Tx, Runner } from "#app/db/client.server";
import { cartItems, carts, catalogItems, giftListItems, products } from "#app/db/schema";
import { toLira } from "#app/lib/money";
import { EMPTY_CART, NOT_IN_CART } from "./messages";
import { GIFT_CARD_STATUS } from "#app/domain/gift-cards/gift-card-catalogue.server";
import { MAX_QUANTITY_CHANGE } from "./cart.schema";

/**
 * The most units of one variant a basket may hold, whatever the stock. The spec's quantity stepper
 * caps quick add at 10 (data-max); PRODUCT.md makes the over-the-limit message name "the most units
 * of that variant the basket may hold", so the basket itself enforces min(stock, 10).
 */
export const MAX_UNITS_PER_LINE = 10;

export const NOT_ON_SALE = "Bu ürün satışta değildir.";
export const OUT_OF_STOCK = "Bu ürün stokta bulunmamaktadır.";
export const overMaxReason = (max: number) => `Bu üründen sepetinize maximum ${max} adet ekleyebilirsiniz.`;

/**
 * Which of a visitor's baskets: their own (the default), or a member's gift basket (Hediye Sepetim:
 * gifts bought from someone's gift list, checked out on their own; the member's only, never the
 * session's).
 */
export type BasketKind = "own" | "gift";

/** Who the basket belongs to: the session row id (guests and members) and the member's id; `basket` for the gift basket. */
export type Visitor = { sessionId: string | null; userId: number | null; basket?: BasketKind };

/**
 * The spec's Basket line (section 3: catalog_name, quantity, unit_price, total_price, is_gift) with
 * the Cart response's item id (the variant's productId). Money in TL.
 */
export type BasketLineJson = {
  id: number;
  quantity: number;
  catalog_name: string;
  unit_price: number;
  total_price: number;
  is_gift: boolean;
};

/** The spec's Cart response (section 3): units, TL total and the lines. */
export type CartSummary = { quantity: number; total: number; items: BasketLineJson[] };

/** The most units of a variant with this stock the basket may hold. */
export const maxUnitsFor = (stock: number) => Math.max(0, Math.min(stock, MAX_UNITS_PER_LINE));

/**
 * THE rule for finding the visitor's basket: the member's own basket first, else the session's
 * basket; among several, the most recently changed. Null when there is none. A gift basket is the
 * member's alone.
 */
export async function findCart(db: Runner, visitor: Visitor): Promise<{ id: number } | null> {
  const query = cartQuery(db, visitor);
  const [cart] = query ? await query : [];
  return cart ?? null;
}

/** Who owns a basket, as values or as placeholders of a prepared statement (cartQuery). */
export type CartOwner = { userId: number | Placeholder | null; sessionId: string | Placeholder | null; basket?: BasketKind };

/**
 * findCart's rule as a query of one row (the basket's id), to run or to use inside another query
 * (`where cart_id = (${cartQuery(db, visitor)})`); null when the visitor can have no basket.
 */
export function cartQuery(db: Runner, owner: CartOwner) {
  const gift = owner.basket === "gift";
  const conditions: SQL[] = [];
  if (owner.userId != null) conditions.push(eq(carts.userId, owner.userId));
  if (owner.sessionId != null && !gift) conditions.push(eq(carts.sessionId, owner.sessionId));
  if (conditions.length === 0) return null;
  return db
    .select({ id: carts.id })
    .from(carts)
    .where(and(conditions.length === 1 ? conditions[0] : or(...conditions), eq(carts.kind, gift ? "gift" : "own")))
    .orderBy(sql`case when ${carts.userId} = ${owner.userId ?? -1} then 0 else 1 end`, desc(carts.updatedAt), desc(carts.id))
    .limit(1);
}

/**
 * The basket rule with placeholders for a prepared statement: `userId` and `sessionId` for the
 * parts a visitor of this shape has ("us", "u", "s"; "" has no basket); execute with cartOwnerValues.
 */
export function cartOwnerOfShape(shape: string): CartOwner {
  return {
    userId: shape.includes("u") ? sql.placeholder("userId") : null,
    sessionId: shape.includes("s") ? sql.placeholder("sessionId") : null,
    basket: shape.includes("g") ? "gift" : "own",
  };
}

/** The shape of a visitor's basket query: "u" member, "s" session, "g" the gift basket (a member's alone). */
export const cartOwnerShape = (visitor: Visitor) =>
  visitor.basket === "gift"
    ? visitor.userId != null
      ? "ug"
      : ""
    : `${visitor.userId != null ? "u" : ""}${visitor.sessionId != null ? "s" : ""}`;

export const cartOwnerValues = (visitor: Visitor) => ({ userId: visitor.userId, sessionId: visitor.sessionId });

/**
 * THE header's count (PRODUCT.md "Basket"): every unit the shopper put in a basket, the basket and
 * a member's gift basket (Hediye Sepetim) together, so the count agrees with what /cart/ holds
 * across its two tabs. A scalar subquery, to run or to use inside another query; null when the
 * visitor can have no basket.
 */
export function headerUnitsQuery(db: Runner, owner: CartOwner) {
  const own = cartQuery(db, { ...owner, basket: "own" });
  if (!own) return null;
  const gift = owner.userId != null ? cartQuery(db, { userId: owner.userId, sessionId: null, basket: "gift" }) : null;
  const baskets = gift ? sql`${cartItems.cartId} in ((${own}), (${gift}))` : sql`${cartItems.cartId} = (${own})`;
  return sql<number>`(select coalesce(sum(${cartItems.quantity}), 0) from ${cartItems} where ${baskets})`.mapWith(Number);
}

/** Serialises basket changes of one owner (so two first adds cannot create two baskets). */
async function lockOwner(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const ownerKey = (visitor: Visitor) =>
  visitor.basket === "gift"
    ? `cart:g:${visitor.userId}`
    : visitor.userId != null
      ? `cart:u:${visitor.userId}`
      : `cart:s:${visitor.sessionId}`;

/** The visitor's basket, created when missing. Call inside a transaction that holds the owner lock. */
async function ensureCartIn(tx: Tx, visitor: Visitor): Promise<{ id: number }> {
  const found = await findCart(tx, visitor);
  if (found) return found;
  const gift = visitor.basket === "gift";
  const [created] = await tx
    .insert(carts)
    .values({ sessionId: gift ? null : visitor.sessionId, userId: visitor.userId, kind: gift ? "gift" : "own" })
    .returning({ id: carts.id });
  return created;
}

/** The visitor's basket, created when missing. */
export async function ensureCart(db: Db, visitor: Visitor): Promise<{ id: number }> {
  if (visitor.userId == null && (visitor.sessionId == null || visitor.basket === "gift"))
    throw new Error("ensureCart needs a session or a user (a gift basket, a user)");
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerKey(visitor));
    return ensureCartIn(tx, visitor);
  });
}

/** A line as the spec's Basket line (section 3), from its variant's current price. */
export const basketLineJson = (line: {
  productId: number;
  quantity: number;
  name: string;
  unitPriceKurus: number;
  totalKurus: number;
  isGift: boolean;
}): BasketLineJson => ({
  id: line.productId,
  quantity: line.quantity,
  catalog_name: line.name,
  unit_price: toLira(line.unitPriceKurus),
  total_price: toLira(line.totalKurus),
  is_gift: line.isGift,
});

/** Units, TL total (current variant prices) and lines of a basket; empty for none. */
export async function cartSummary(db: Runner, cart: { id: number } | null): Promise<CartSummary> {
  if (!cart) return { quantity: 0, total: 0, items: [] };
  const lines = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      unitPriceKurus: products.priceKurus,
      name: catalogItems.name,
      isGift: cartItems.isGift,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.id));
  let quantity = 0;
  let totalKurus = 0;
  const items = lines.map((l) => {
    quantity += l.quantity;
    totalKurus += l.quantity * l.unitPriceKurus;
    return basketLineJson({ ...l, totalKurus: l.quantity * l.unitPriceKurus });
  });
  return { quantity, total: toLira(totalKurus), items };
}

const variantQuery = (runner: Runner, productIds: number[]) =>
  runner
    .select({
      id: products.id,
      status: products.status,
      stock: products.stock,
      itemStatus: catalogItems.status,
      itemType: catalogItems.type,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id)); // one lock order for everyone: no deadlocks

/** Variants and their catalogue items, without locks. */
async function readVariants(runner: Runner, productIds: number[]) {
  return productIds.length === 0 ? [] : variantQuery(runner, productIds);
}

/** A variant and its catalogue item, the variant row locked until the transaction ends. */
async function lockVariants(tx: Tx, productIds: number[]) {
  if (productIds.length === 0) return [];
  return variantQuery(tx, productIds).for("update", { of: products });
}

type Variant = Awaited<ReturnType<typeof lockVariants>>[number];

/**
 * THE rule for a variant that may be bought: active, its catalogue item on sale (or the gift card
 * item, bought from the gift card page only: gift-cards/gift-card-catalogue.server.ts), not a
 * display-only ('teshir') item.
 */
export const isSellable = (v: { status: string; itemStatus: string; itemType: string }) =>
  v.status === "active" && (v.itemStatus === "active" || v.itemStatus === GIFT_CARD_STATUS) && v.itemType !== "teshir";

/** Why a line of this variant may not grow to `next` units (null when it may). */
function refuseIncrease(variant: Variant | undefined, next: number): Refusal | null {
  if (!variant || !isSellable(variant)) return { reason: NOT_ON_SALE, status: 422 };
  if (variant.stock <= 0) return { reason: OUT_OF_STOCK, status: 409 };
  const max = maxUnitsFor(variant.stock);
  return next > max ? { reason: overMaxReason(max), status: 409 } : null;
}

/** Marks the basket as changed now. */
const touch = (tx: Tx, cartId: number) => tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

export type AddResult = { ok: true; reason: ""; cart: CartSummary } | { ok: false; reason: string; status: 409 | 422; cart: CartSummary };

type Refusal = { reason: string; status: 409 | 422 };

/**
 * Adds a signed whole number of units (≠ 0, |quantity| ≤ 1000) of one variant to the visitor's
 * basket. Reductions are always allowed for a line the basket holds (they only move it towards
 * what is allowed); additions need a sellable variant in stock and stay within min(stock, 10).
 * A refusal changes nothing and carries the basket as it is.
 */
export async function addToCart(db: Db, visitor: Visitor, input: { productId: number; quantity: number }): Promise<AddResult> {
  const { productId, quantity } = input;
  if (!Number.isSafeInteger(quantity) || quantity === 0 || Math.abs(quantity) > MAX_QUANTITY_CHANGE) {
    throw new RangeError("quantity must be a whole number ≠ 0 within ±1000");
  }
  if (visitor.sessionId == null && visitor.userId == null) throw new Error("addToCart needs a session or a user");

  const outcome = await db.transaction(async (tx): Promise<{ cartId: number | null; refusal: Refusal | null }> => {
    await lockOwner(tx, ownerKey(visitor));
    const [variant] = await lockVariants(tx, [productId]);
    const existingCart = await findCart(tx, visitor);
    // Gift cards are bought for a gift list's owner from the gift card page (addGiftLine), not here.
    if (!variant || variant.itemStatus === GIFT_CARD_STATUS)
      return { cartId: existingCart?.id ?? null, refusal: { reason: NOT_ON_SALE, status: 422 } };

    const [line] = existingCart
      ? await tx
          .select({ id: cartItems.id, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, existingCart.id), eq(cartItems.productId, productId), eq(cartItems.isGift, false)))
      : [];
    const current = line?.quantity ?? 0;
    const next = current + quantity;

    if (quantity < 0) {
      // Taking units out: always allowed, nothing to take from an absent line.
      if (!line || !existingCart) return { cartId: existingCart?.id ?? null, refusal: null };
      if (next <= 0) await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      else await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, line.id));
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, existingCart.id));
      return { cartId: existingCart.id, refusal: null };
    }

    const refusal = refuseIncrease(variant, next);
    if (refusal) return { cartId: existingCart?.id ?? null, refusal };

    const cart = existingCart ?? (await ensureCartIn(tx, visitor));
    if (line) await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, line.id));
    else await tx.insert(cartItems).values({ cartId: cart.id, productId, quantity: next });
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return { cartId: cart.id, refusal: null };
  });

  const cart = await cartSummary(db, outcome.cartId != null ? { id: outcome.cartId } : null);
  return outcome.refusal ? { ok: false, ...outcome.refusal, cart } : { ok: true, reason: "", cart };
}

/**
 * What the gift basket takes (gift-purchases.server.ts): a gift list's item (`itemId`) with what is
 * left to buy of it, or a gift card (`itemId` null) for the list's owner.
 */
export type GiftLineItem = { itemId: number | null; listId: number; productId: number; left: number };

/**
 * Puts one more unit of a gift list's item, or of a gift card for the list's owner, in the member's
 * gift basket: within what is left to buy of it, the variant's stock and the line limit, and from
 * one list at a time (the basket goes to that list's owner): `otherList` when it holds another
 * list's gifts. Same locks as addToCart.
 */
export async function addGiftLine(
  db: Db,
  userId: number,
  item: GiftLineItem,
  messages: { allBought: string; otherList: string; leftOnly: (n: number) => string },
): Promise<AddResult> {
  const visitor: Visitor = { userId, sessionId: null, basket: "gift" };
  const outcome = await db.transaction(async (tx): Promise<{ cartId: number | null; refusal: Refusal | null }> => {
    await lockOwner(tx, ownerKey(visitor));
    const [variant] = await lockVariants(tx, [item.productId]);
    const existing = await findCart(tx, visitor);
    const lines = existing
      ? await tx
          .select({
            id: cartItems.id,
            quantity: cartItems.quantity,
            productId: cartItems.productId,
            itemId: cartItems.giftListItemId,
            listId: giftLineList,
          })
          .from(cartItems)
          .leftJoin(giftListItems, eq(giftListItems.id, cartItems.giftListItemId))
          .where(eq(cartItems.cartId, existing.id))
      : [];
    const cartId = existing?.id ?? null;
    if (lines.some((l) => l.listId !== item.listId)) return { cartId, refusal: { reason: messages.otherList, status: 409 } };
    const line = lines.find((l) => (item.itemId != null ? l.itemId === item.itemId : l.itemId == null && l.productId === item.productId));
    const next = (line?.quantity ?? 0) + 1;
    if (item.left <= 0) return { cartId, refusal: { reason: messages.allBought, status: 409 } };
    if (next > item.left) return { cartId, refusal: { reason: messages.leftOnly(item.left), status: 409 } };
    const refusal = refuseIncrease(variant, next);
    if (refusal) return { cartId, refusal };
    const cart = existing ?? (await ensureCartIn(tx, visitor));
    if (line) await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, line.id));
    else
      await tx.insert(cartItems).values({
        cartId: cart.id,
        productId: item.productId,
        quantity: 1,
        isGift: true,
        giftListItemId: item.itemId,
        giftListId: item.itemId == null ? item.listId : null,
      });
    await touch(tx, cart.id);
    return { cartId: cart.id, refusal: null };
  });
  const cart = await cartSummary(db, outcome.cartId != null ? { id: outcome.cartId } : null);
  return outcome.refusal ? { ok: false, ...outcome.refusal, cart } : { ok: true, reason: "", cart };
}

/** The gift list a gift basket's line is for: its item's list, or the list a gift card goes to. */
export const giftLineList = sql<number | null>`coalesce(${giftListItems.listId}, ${cartItems.giftListId})`;

/** Removes every (non-gift) unit of one variant from the visitor's basket. */
export async function removeLine(db: Db, visitor: Visitor, productId: number): Promise<CartSummary> {
  return (await removeCartLine(db, visitor, { productId, isGift: false })).cart;
}

/**
 * Removes one line (a variant, in the basket or in the gift basket) of the visitor's own basket.
 * `removed` is false when the basket holds no such line (nothing changed).
 */
export async function removeCartLine(
  db: Db,
  visitor: Visitor,
  line: { productId: number; isGift: boolean },
): Promise<{ removed: boolean; cart: CartSummary }> {
  const outcome = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerKey(visitor));
    const cart = await findCart(tx, visitor);
    if (!cart) return { cartId: null, removed: false };
    const deleted = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, line.productId), eq(cartItems.isGift, line.isGift)))
      .returning({ id: cartItems.id });
    if (deleted.length > 0) await touch(tx, cart.id);
    return { cartId: cart.id, removed: deleted.length > 0 };
  });
  return { removed: outcome.removed, cart: await cartSummary(db, outcome.cartId != null ? { id: outcome.cartId } : null) };
}

/**
 * Removes a line the visitor names: the gift basket's when `isGift` (a member's alone), else the
 * basket's. `removed` is false when there is no such line.
 */
export async function removeVisitorLine(
  db: Db,
  visitor: Visitor,
  line: { productId: number; isGift: boolean },
): Promise<{ removed: boolean; cart: CartSummary }> {
  const gift = line.isGift && visitor.userId != null;
  return removeCartLine(db, gift ? { ...visitor, basket: "gift" } : visitor, line);
}

export type SaveInput = {
  /** The gift note (already trimmed and within its limit); undefined leaves it as it is, "" clears it. */
  giftNote?: string;
  /** Absolute unit counts of the basket's own (non-gift) lines; 0 removes the line. */
  quantities: { productId: number; quantity: number }[];
};

/**
 * POST /cart/save (spec section 7, "cart save with basket form"): sets the gift note and absolute
 * quantities of lines the basket already holds, all or nothing. Every line is checked first (a
 * line the basket does not hold, or more than min(stock, 10) when growing, refuses the whole save);
 * then everything is written in the same transaction. Lowering a line is always allowed.
 */
export async function saveCart(db: Db, visitor: Visitor, input: SaveInput): Promise<AddResult> {
  if (visitor.sessionId == null && visitor.userId == null) throw new Error("saveCart needs a session or a user");
  for (const q of input.quantities) {
    if (!Number.isSafeInteger(q.quantity) || q.quantity < 0) throw new RangeError("quantity must be a whole number ≥ 0");
  }
  const outcome = await db.transaction(async (tx): Promise<{ cartId: number | null; refusal: Refusal | null }> => {
    await lockOwner(tx, ownerKey(visitor));
    const cart = await findCart(tx, visitor);
    const asksSomething = input.quantities.length > 0 || input.giftNote !== undefined;
    if (!cart) return { cartId: null, refusal: asksSomething ? { reason: EMPTY_CART, status: 409 } : null };

    const lines = await tx
      .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.isGift, false)));
    const variants = new Map(
      (
        await lockVariants(
          tx,
          input.quantities.map((q) => q.productId),
        )
      ).map((v) => [v.id, v]),
    );

    const changes: { id: number; quantity: number }[] = [];
    for (const q of input.quantities) {
      const line = lines.find((l) => l.productId === q.productId);
      if (!line) return { cartId: cart.id, refusal: { reason: NOT_IN_CART, status: 422 } };
      if (q.quantity > line.quantity) {
        const refusal = refuseIncrease(variants.get(q.productId), q.quantity);
        if (refusal) return { cartId: cart.id, refusal };
      }
      if (q.quantity !== line.quantity) changes.push({ id: line.id, quantity: q.quantity });
    }

    for (const change of changes) {
      if (change.quantity === 0) await tx.delete(cartItems).where(eq(cartItems.id, change.id));
      else await tx.update(cartItems).set({ quantity: change.quantity }).where(eq(cartItems.id, change.id));
    }
    if (input.giftNote !== undefined)
      await tx
        .update(carts)
        .set({ giftNote: input.giftNote || null })
        .where(eq(carts.id, cart.id));
    await touch(tx, cart.id);
    return { cartId: cart.id, refusal: null };
  });
  const cart = await cartSummary(db, outcome.cartId != null ? { id: outcome.cartId } : null);
  return outcome.refusal ? { ok: false, ...outcome.refusal, cart } : { ok: true, reason: "", cart };
}

/** What a line must become to be buyable now: its allowed units (0 = remove), or null when it is fine. */
function allowedUnits(line: { quantity: number }, variant: Variant | undefined): number | null {
  const allowed = variant && isSellable(variant) ? maxUnitsFor(variant.stock) : 0;
  return line.quantity > allowed ? allowed : null;
}

/** Whether reconcileCart would change this line, read from a row joined with its variant (no lock). */
export const lineNeedsFix = (line: { quantity: number } & Omit<Variant, "id">): boolean => allowedUnits(line, { id: 0, ...line }) !== null;

async function basketLines(tx: Runner, cartId: number) {
  return tx
    .select({ id: cartItems.id, quantity: cartItems.quantity, productId: cartItems.productId })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
}

/**
 * Keeps a basket within what can be bought now (prices and stock are re-checked whenever the basket
 * is shown): lines whose variant is no longer on sale or out of stock are removed, lines above
 * min(stock, 10) are lowered. Reads without locks first; only a basket that needs a change is
 * locked and fixed. True when something changed.
 */
export async function reconcileCart(db: Db, visitor: Visitor): Promise<boolean> {
  const cart = await findCart(db, visitor);
  if (!cart) return false;
  const needsFix = async (tx: Runner, cartId: number, lock: boolean) => {
    const lines = await basketLines(tx, cartId);
    const ids = [...new Set(lines.map((l) => l.productId))];
    const variants = new Map((lock ? await lockVariants(tx as Tx, ids) : await readVariants(tx, ids)).map((v) => [v.id, v]));
    return lines.flatMap((l) => {
      const allowed = allowedUnits(l, variants.get(l.productId));
      return allowed === null ? [] : [{ id: l.id, quantity: allowed }];
    });
  };
  if ((await needsFix(db, cart.id, false)).length === 0) return false;

  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerKey(visitor));
    const locked = await findCart(tx, visitor);
    if (!locked) return false;
    const fixes = await needsFix(tx, locked.id, true);
    for (const fix of fixes) {
      if (fix.quantity === 0) await tx.delete(cartItems).where(eq(cartItems.id, fix.id));
      else await tx.update(cartItems).set({ quantity: fix.quantity }).where(eq(cartItems.id, fix.id));
    }
    if (fixes.length > 0) await touch(tx, locked.id);
    return fixes.length > 0;
  });
}

/**
 * At login: moves the guest session's basket into the member's. Lines of the same variant are
 * added up and capped at min(stock, 10) (capped, never refused); variants no longer sellable or
 * out of stock are not carried over (the member's own line stays as it is). The guest basket is
 * deleted. One transaction. Returns the member's basket id (null when neither had one).
 */
export async function mergeGuestCart(db: Db, guestSessionId: string, userId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Same owner lock order as everyone else: the member first, then the session.
    await lockOwner(tx, `cart:u:${userId}`);
    await lockOwner(tx, `cart:s:${guestSessionId}`);
    const guestCarts = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.sessionId, guestSessionId), isNull(carts.userId), eq(carts.kind, "own")))
      .orderBy(desc(carts.updatedAt), desc(carts.id));
    const [memberCart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.kind, "own")))
      .orderBy(desc(carts.updatedAt), desc(carts.id))
      .limit(1);
    if (guestCarts.length === 0) return memberCart?.id ?? null;

    const into = memberCart ?? (await tx.insert(carts).values({ sessionId: guestSessionId, userId }).returning({ id: carts.id }))[0];
    return mergeLines(
      tx,
      guestCarts.map((c) => c.id),
      into.id,
    );
  });
}

async function mergeLines(tx: Tx, fromCartIds: number[], intoCartId: number): Promise<number> {
  const guestLines = await tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      isGift: cartItems.isGift,
      giftListItemId: cartItems.giftListItemId,
    })
    .from(cartItems)
    .where(inArray(cartItems.cartId, fromCartIds));
  const memberLines = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, isGift: cartItems.isGift })
    .from(cartItems)
    .where(eq(cartItems.cartId, intoCartId));
  const variants = new Map((await lockVariants(tx, [...new Set(guestLines.map((l) => l.productId))])).map((v) => [v.id, v]));

  for (const guest of guestLines) {
    const variant = variants.get(guest.productId);
    if (!variant || !isSellable(variant) || variant.stock <= 0) continue;
    const max = maxUnitsFor(variant.stock);
    const mine = memberLines.find((l) => l.productId === guest.productId && l.isGift === guest.isGift);
    if (mine) {
      const next = Math.min(mine.quantity + guest.quantity, max);
      if (next > mine.quantity) {
        await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, mine.id));
        mine.quantity = next;
      }
    } else {
      const next = Math.min(guest.quantity, max);
      if (next <= 0) continue;
      const [inserted] = await tx
        .insert(cartItems)
        .values({
          cartId: intoCartId,
          productId: guest.productId,
          quantity: next,
          isGift: guest.isGift,
          giftListItemId: guest.giftListItemId,
        })
        .returning({ id: cartItems.id });
      memberLines.push({ id: inserted.id, productId: guest.productId, quantity: next, isGift: guest.isGift });
    }
  }
  await tx.delete(carts).where(inArray(carts.id, fromCartIds));
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, intoCartId));
  return intoCartId;
}
