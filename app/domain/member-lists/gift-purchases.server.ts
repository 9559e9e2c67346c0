/**
 * Buying from a gift list (spec sections 3, 5, 7, 8): the gift basket, the gift
 * order's delivery, the bought count and who bought.
 *
 *   - A member puts a list's item in their gift basket (Hediye Sepetim: a basket of its own,
 *     cart.server.ts `basket: "gift"`), one list at a time: the whole basket ships to that list's
 *     owner, to the address the owner chose for the list, which the buyer never sees (the order,
 *     its contract and e-mails say only whose list it is).
 *   - Units "held" are those of orders still waiting for their money (the bank's answer or a
 *     transfer). What is left to buy is wanted − bought − held: the basket stops there, and the
 *     order's transaction checks it again with the items' rows locked (holdGiftUnitsIn), so two
 *     buyers of the last wanted unit can never both be counted.
 *   - The bought count goes up once per paid order (countGiftPurchasesIn: one purchase row per order
 *     and item, unique, then the count — never past the wanted count); a cancelled order gives its
 *     units back (returnGiftPurchasesIn).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx, Runner } from "#app/db/client.server";
import {
  cartItems,
  catalogItems,
  giftListItems,
  giftListPurchases,
  giftLists,
  orderLines,
  orders,
  products,
  users,
  type AddressSnapshot,
} from "#app/db/schema";
import { GIFT_CARD_STATUS } from "#app/domain/gift-cards/gift-card-catalogue.server";
import { getAddress } from "#app/domain/addresses/addresses.server";
import { addressSnapshot } from "#app/domain/addresses/address.schema";
import { addGiftLine, cartSummary, findCart, giftLineList, type AddResult, type CartSummary } from "#app/domain/cart/cart.server";
import { giftListExpired } from "./gift-lists.server";
import { GIFT_LIST_EXPIRED, GIFT_LIST_NOT_FOUND } from "./product-buttons.messages";

export const GIFT_ADDED = "Hediye sepetinize eklendi.";
export const GIFT_LOGIN_REQUIRED = "Bu ürünü sepete ekleyebilmeniz için önce giriş yapmalısınız!";
export const GIFT_NOT_FOUND = "Hediye bulunamadı.";
export const GIFT_ALL_BOUGHT = "Bu hediyenin istenen adedinin tamamı alınmıştır.";
export const GIFT_OTHER_LIST =
  "Hediye sepetinizde başka bir hediye listesinden ürün var. Önce onları satın alın ya da hediye sepetinizden çıkarın.";
export const GIFT_NO_ADDRESS =
  "Bu hediye listesinin teslimat adresi artık geçerli değil. Liste sahibinin yeni bir adres seçmesi gerekiyor.";
export const giftLeftOnly = (left: number) => `Bu hediyeden en fazla ${left} adet alınabilir.`;
export const GIFT_NOT_BOUGHT_YET = "Bu ürün henüz satın alınmamıştır.";

export type Location = "web" | "store";
/** The spec's buyer info message (section 8), for a purchase on the web or in a store. */
export const buyerMessage = (buyer: string, location: Location) =>
  `Bu ürün ${buyer} tarafından ${location === "store" ? "mağazamızdan" : "internet sitemizden"} satın alınmıştır.`;

/** Order statuses whose gift units are held for their buyer until the money comes (or does not). */
const HOLDING = ["awaitingPayment", "awaitingTransfer"] as const;

/** Units of these items in orders still waiting for their money, by item. */
async function heldUnits(db: Runner, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: orderLines.giftListItemId, units: sql<string>`sum(${orderLines.quantity})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.giftListItemId, itemIds), inArray(orders.status, [...HOLDING])))
    .groupBy(orderLines.giftListItemId);
  return new Map(rows.map((r) => [r.itemId!, Number(r.units)]));
}

/** A gift list item as the gift basket needs it. */
export type GiftItem = { id: number; listId: number; productId: number; wanted: number; bought: number; expired: boolean; left: number };

/** The item with what is left to buy of it (wanted − bought − held), or null when there is no such item. */
export async function giftItem(db: Runner, itemId: number): Promise<GiftItem | null> {
  const [row] = await db
    .select({
      id: giftListItems.id,
      listId: giftListItems.listId,
      productId: giftListItems.productId,
      wanted: giftListItems.quantity,
      bought: giftListItems.purchasedQuantity,
      expired: giftListExpired,
    })
    .from(giftListItems)
    .innerJoin(giftLists, eq(giftLists.id, giftListItems.listId))
    .where(eq(giftListItems.id, itemId));
  if (!row) return null;
  const held = (await heldUnits(db, [row.id])).get(row.id) ?? 0;
  return { ...row, expired: Boolean(row.expired), left: Math.max(0, row.wanted - row.bought - held) };
}

/** The list the gift basket's lines come from (one at a time), or null when it holds none. */
export async function giftBasketList(db: Runner, cartId: number): Promise<number | null> {
  const [row] = await db
    .select({ listId: giftLineList })
    .from(cartItems)
    .leftJoin(giftListItems, eq(giftListItems.id, cartItems.giftListItemId))
    .where(eq(cartItems.cartId, cartId))
    .limit(1);
  return row?.listId ?? null;
}

/** Whose list a gift goes to: named instead of the address (which only the order itself reads). */
export type GiftRecipient = { listId: number; listName: string; ownerId: number; firstname: string; lastname: string };

/** A list with its owner, the address it ships to and whether its day has passed: the one read of a gift's list. */
async function giftListWithOwner(
  db: Runner,
  listId: number,
): Promise<(GiftRecipient & { addressId: number | null; expired: boolean }) | null> {
  const [row] = await db
    .select({
      listId: giftLists.id,
      listName: giftLists.name,
      ownerId: giftLists.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      addressId: giftLists.addressId,
      expired: giftListExpired,
    })
    .from(giftLists)
    .innerJoin(users, eq(users.id, giftLists.userId))
    .where(eq(giftLists.id, listId));
  return row ? { ...row, expired: Boolean(row.expired) } : null;
}

const recipientOf = ({ listId, listName, ownerId, firstname, lastname }: GiftRecipient): GiftRecipient => ({
  listId,
  listName,
  ownerId,
  firstname,
  lastname,
});

/** Whose list the member's gift basket goes to, or null when it holds nothing. */
export async function giftBasketRecipient(db: Db, userId: number): Promise<GiftRecipient | null> {
  const cart = await findCart(db, { userId, sessionId: null, basket: "gift" });
  const listId = cart ? await giftBasketList(db, cart.id) : null;
  const list = listId != null ? await giftListWithOwner(db, listId) : null;
  return list ? recipientOf(list) : null;
}

export const recipientName = (r: Pick<GiftRecipient, "firstname" | "lastname">) => `${r.firstname} ${r.lastname}`.trim();

/**
 * A gift order's delivery, read in its transaction: the list's owner and the address they chose for
 * the list (as the order keeps it; never shown to the buyer). Refuses a list whose day has passed
 * or whose address is gone.
 */
export async function giftDeliveryIn(
  tx: Tx,
  cartId: number,
): Promise<{ ok: true; address: AddressSnapshot; recipient: GiftRecipient } | { ok: false; reason: string }> {
  const listId = await giftBasketList(tx, cartId);
  const list = listId != null ? await giftListWithOwner(tx, listId) : null;
  if (!list) return { ok: false, reason: GIFT_NOT_FOUND };
  if (list.expired) return { ok: false, reason: GIFT_LIST_EXPIRED };
  const address = list.addressId != null ? await getAddress(tx, list.ownerId, list.addressId) : null;
  if (!address) return { ok: false, reason: GIFT_NO_ADDRESS };
  return { ok: true, address: addressSnapshot(address), recipient: recipientOf(list) };
}

/**
 * In the order's transaction: locks the gift items its lines buy (ids ascending) and checks that
 * each line is still within what is left (wanted − bought − held by other orders waiting for their
 * money). The held units are read after the locks, in a statement of their own, so an order that
 * committed while this one waited is counted. Null when the lines fit, else the reason.
 */
export async function holdGiftUnitsIn(tx: Tx, lines: { giftListItemId?: number | null; quantity: number }[]): Promise<string | null> {
  const need = new Map<number, number>();
  for (const l of lines) if (l.giftListItemId != null) need.set(l.giftListItemId, (need.get(l.giftListItemId) ?? 0) + l.quantity);
  if (need.size === 0) return null;
  const ids = [...need.keys()].sort((a, b) => a - b);
  const items = await tx
    .select({ id: giftListItems.id, wanted: giftListItems.quantity, bought: giftListItems.purchasedQuantity })
    .from(giftListItems)
    .where(inArray(giftListItems.id, ids))
    .orderBy(asc(giftListItems.id))
    .for("update");
  const held = await heldUnits(tx, ids);
  for (const id of ids) {
    const item = items.find((i) => i.id === id);
    if (!item) return GIFT_NOT_FOUND;
    const left = Math.max(0, item.wanted - item.bought - (held.get(id) ?? 0));
    if (need.get(id)! > left) return left === 0 ? GIFT_ALL_BOUGHT : giftLeftOnly(left);
  }
  return null;
}

/**
 * The order is paid (or needs no more money): each gift line becomes one purchase row (order and
 * item unique, so a second call counts nothing) and the item's bought count goes up by its units,
 * never past the wanted count.
 */
export async function countGiftPurchasesIn(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({
      itemId: orderLines.giftListItemId,
      quantity: orderLines.quantity,
      buyerId: orders.userId,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.giftListItemId} is not null`))
    .orderBy(asc(orderLines.giftListItemId));
  for (const line of lines) {
    const [added] = await tx
      .insert(giftListPurchases)
      .values({
        itemId: line.itemId!,
        orderId,
        buyerId: line.buyerId,
        buyerName: line.firstname ?? "",
        buyerSurname: line.lastname ?? "",
        quantity: line.quantity,
        location: "web",
      })
      .onConflictDoNothing({ target: [giftListPurchases.orderId, giftListPurchases.itemId] })
      .returning({ id: giftListPurchases.id });
    if (!added) continue;
    await tx
      .update(giftListItems)
      .set({ purchasedQuantity: sql`least(${giftListItems.quantity}, ${giftListItems.purchasedQuantity} + ${line.quantity})` })
      .where(eq(giftListItems.id, line.itemId!));
  }
}

/** A counted order is called off: its purchases go and the items' bought counts come back down. */
export async function returnGiftPurchasesIn(tx: Tx, orderId: number): Promise<void> {
  const gone = await tx
    .delete(giftListPurchases)
    .where(eq(giftListPurchases.orderId, orderId))
    .returning({ itemId: giftListPurchases.itemId, quantity: giftListPurchases.quantity });
  for (const p of gone.sort((a, b) => a.itemId - b.itemId)) {
    await tx
      .update(giftListItems)
      .set({ purchasedQuantity: sql`greatest(0, ${giftListItems.purchasedQuantity} - ${p.quantity})` })
      .where(eq(giftListItems.id, p.itemId));
  }
}

/** The member's gift basket (as the basket calls answer it). */
export async function giftBasketSummary(db: Db, userId: number): Promise<CartSummary> {
  return cartSummary(db, await findCart(db, { userId, sessionId: null, basket: "gift" }));
}

const GIFT_LINE_MESSAGES = { allBought: GIFT_ALL_BOUGHT, otherList: GIFT_OTHER_LIST, leftOnly: giftLeftOnly };

export type GiftAddOutcome =
  { ok: true; message: string; cart: CartSummary } | { ok: false; reason: string; status: number; cart: CartSummary };

/** GET /cart/add_wish_list_item/{id}: one more unit of a list's item in the member's gift basket. */
export async function addGiftToBasket(db: Db, userId: number, itemId: number | null): Promise<GiftAddOutcome> {
  const item = itemId != null ? await giftItem(db, itemId) : null;
  if (!item || item.expired)
    return {
      ok: false,
      reason: item ? GIFT_LIST_EXPIRED : GIFT_NOT_FOUND,
      status: item ? 409 : 404,
      cart: await giftBasketSummary(db, userId),
    };
  const added: AddResult = await addGiftLine(
    db,
    userId,
    { itemId: item.id, listId: item.listId, productId: item.productId, left: item.left },
    GIFT_LINE_MESSAGES,
  );
  return added.ok
    ? { ok: true, message: GIFT_ADDED, cart: added.cart }
    : { ok: false, reason: added.reason, status: added.status, cart: added.cart };
}

export type GiftBuyer = { name: string; surname: string; location: Location; quantity: number };
export type BuyerOutcome =
  { ok: true; buyer: GiftBuyer; buyers: GiftBuyer[]; message: string } | { ok: false; reason: string; status: number };

/**
 * GET /hediye-listesi/ajax/get_wish_list_item_buyer/{itemId}: who bought a list's item. The list's
 * owner sees every buyer; a buyer sees their own purchases; anyone else learns nothing (the item
 * answers as not found).
 */
export async function giftItemBuyers(db: Db, viewerId: number, itemId: number | null): Promise<BuyerOutcome> {
  const [item] =
    itemId == null
      ? []
      : await db
          .select({ ownerId: giftLists.userId })
          .from(giftListItems)
          .innerJoin(giftLists, eq(giftLists.id, giftListItems.listId))
          .where(eq(giftListItems.id, itemId));
  if (!item) return { ok: false, reason: GIFT_NOT_FOUND, status: 404 };
  const owner = item.ownerId === viewerId;
  const rows = await db
    .select({
      name: giftListPurchases.buyerName,
      surname: giftListPurchases.buyerSurname,
      location: giftListPurchases.location,
      quantity: giftListPurchases.quantity,
    })
    .from(giftListPurchases)
    .where(and(eq(giftListPurchases.itemId, itemId!), owner ? undefined : eq(giftListPurchases.buyerId, viewerId)))
    .orderBy(asc(giftListPurchases.createdAt), asc(giftListPurchases.id));
  if (rows.length === 0)
    return owner ? { ok: false, reason: GIFT_NOT_BOUGHT_YET, status: 200 } : { ok: false, reason: GIFT_NOT_FOUND, status: 404 };
  const buyers = rows.map((r) => ({ ...r, location: (r.location === "store" ? "store" : "web") as Location }));
  const message = buyers.map((b) => buyerMessage(`${b.name} ${b.surname}`.trim(), b.location)).join(" ");
  return { ok: true, buyer: buyers[buyers.length - 1], buyers, message };
}

export const GIFT_CARD_CHOOSE = "Lütfen bir hediye kartı tutarı seçiniz.";

/**
 * GET /cart/add_gift_card (product, wishList, targetUser): one gift card of the chosen amount in the
 * member's gift basket, for the owner of the list (`targetUser` must be that owner: a page that
 * says otherwise is stale). The card's code is e-mailed to the owner once the order is paid
 * (gift-cards/issue-gift-cards.server.ts).
 */
export async function addGiftCardToBasket(
  db: Db,
  userId: number,
  input: { productId: number | null; listId: number | null; targetUserId: number | null },
): Promise<GiftAddOutcome> {
  const [card] =
    input.productId == null
      ? []
      : await db
          .select({ productId: products.id })
          .from(products)
          .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
          .where(and(eq(products.id, input.productId), eq(catalogItems.status, GIFT_CARD_STATUS), eq(products.status, "active")));
  const [list] =
    input.listId == null
      ? []
      : await db
          .select({ id: giftLists.id, userId: giftLists.userId, expired: giftListExpired })
          .from(giftLists)
          .where(eq(giftLists.id, input.listId));
  const refusal = !card
    ? { reason: GIFT_CARD_CHOOSE, status: 422 }
    : !list || list.userId !== input.targetUserId
      ? { reason: GIFT_LIST_NOT_FOUND, status: 404 }
      : list.expired
        ? { reason: GIFT_LIST_EXPIRED, status: 409 }
        : null;
  if (refusal) return { ok: false, ...refusal, cart: await giftBasketSummary(db, userId) };
  const added = await addGiftLine(
    db,
    userId,
    { itemId: null, listId: list!.id, productId: card!.productId, left: Number.MAX_SAFE_INTEGER },
    GIFT_LINE_MESSAGES,
  );
  return added.ok
    ? { ok: true, message: GIFT_ADDED, cart: added.cart }
    : { ok: false, reason: added.reason, status: added.status, cart: added.cart };
}

/** Whom a gift card goes to: a list still open, its owner's name (never their address or e-mail). */
export async function giftCardTarget(db: Db, listId: number | null): Promise<GiftRecipient | null> {
  const list = listId != null ? await giftListWithOwner(db, listId) : null;
  return list && !list.expired ? recipientOf(list) : null;
}
