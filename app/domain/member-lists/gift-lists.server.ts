/**
 * Gift lists (spec sections 2, 3, 5, 7): a member's lists, each with a name, an
 * event day and a delivery address from their address book; the items wanted (added from the
 * product page, product-buttons.server.ts) with how many were bought. Everything that changes a
 * list looks it up by id AND the member from the session: another member's list answers like one
 * that does not exist. The public view of a list (/hediye-listesi/goster/{id}) shows the owner's
 * name and the items, never the address.
 */
import { and, asc, count, desc, eq, sql, sum } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { addresses, catalogItems, giftListItems, giftLists, users } from "#app/db/schema";
import { GIFT_LIST_ADDRESS_REQUIRED, isoDate, validateGiftList, type GiftListField, type GiftListValues } from "./gift-list.schema";
import { VARIANT_TABLE, variantColumns, variantView, type VariantView } from "./variant-columns";
import type { MemberGiftList } from "./gift-list-views";
import { GIFT_LIST_NOT_FOUND } from "./product-buttons.messages";

export const GIFT_LIST_SAVED = "Hediye listeniz kaydedildi.";
export const GIFT_LIST_DELETED = "Hediye listeniz silindi.";
export const GIFT_LIST_ITEM_DELETED = "Ürün hediye listenizden çıkarıldı.";

/** Whether a list's event day has passed (days are Türkiye's): the one test, for the lists and the product page's picker. */
export const giftListExpired = sql<boolean>`${giftLists.expireDate} < (now() at time zone 'Europe/Istanbul')::date`;

export type { MemberGiftList } from "./gift-list-views";

/** The member's lists, the coming events first, then the past ones. */
export async function memberGiftLists(db: Db, userId: number): Promise<MemberGiftList[]> {
  const rows = await db
    .select({
      id: giftLists.id,
      name: giftLists.name,
      expireDate: giftLists.expireDate,
      expired: giftListExpired,
      addressId: addresses.id,
      addressTitle: addresses.title,
      itemCount: count(giftListItems.id),
      wanted: sum(giftListItems.quantity),
      bought: sum(giftListItems.purchasedQuantity),
    })
    .from(giftLists)
    .leftJoin(addresses, eq(addresses.id, giftLists.addressId))
    .leftJoin(giftListItems, eq(giftListItems.listId, giftLists.id))
    .where(eq(giftLists.userId, userId))
    .groupBy(giftLists.id, addresses.id)
    .orderBy(giftListExpired, asc(giftLists.expireDate), desc(giftLists.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    expireDate: r.expireDate,
    expired: Boolean(r.expired),
    address: r.addressId != null ? { id: r.addressId, title: r.addressTitle ?? "" } : null,
    itemCount: Number(r.itemCount),
    wanted: Number(r.wanted ?? 0),
    bought: Number(r.bought ?? 0),
  }));
}

export type GiftListOutcome =
  { ok: true; message: string; id: number } | { ok: false; reason: string; status: number; errors: Partial<Record<GiftListField, string>> };

/** Creates a list, or changes one of the member's own (`listId`). */
export async function saveGiftList(
  db: Db,
  userId: number,
  input: Partial<Record<keyof GiftListValues, unknown>>,
  listId?: number,
): Promise<GiftListOutcome> {
  const v = validateGiftList(input);
  if (!v.ok) return { ok: false, reason: v.reason, status: 422, errors: v.errors };
  const [address] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, v.data.addressId), eq(addresses.userId, userId)));
  if (!address) return { ok: false, reason: GIFT_LIST_ADDRESS_REQUIRED, status: 422, errors: { addressId: GIFT_LIST_ADDRESS_REQUIRED } };
  const values = { name: v.data.name, expireDate: isoDate(v.data.date), addressId: address.id };
  if (listId == null) {
    const [row] = await db
      .insert(giftLists)
      .values({ userId, ...values })
      .returning({ id: giftLists.id });
    return { ok: true, message: GIFT_LIST_SAVED, id: row.id };
  }
  const changed = await db
    .update(giftLists)
    .set(values)
    .where(and(eq(giftLists.id, listId), eq(giftLists.userId, userId)))
    .returning({ id: giftLists.id });
  if (changed.length === 0) return { ok: false, reason: GIFT_LIST_NOT_FOUND, status: 404, errors: {} };
  return { ok: true, message: GIFT_LIST_SAVED, id: listId };
}

/** Deletes one of the member's own lists with its items. */
export async function deleteGiftList(
  db: Db,
  userId: number,
  listId: number,
): Promise<{ ok: true; message: string } | { ok: false; reason: string; status: number }> {
  const gone = await db
    .delete(giftLists)
    .where(and(eq(giftLists.id, listId), eq(giftLists.userId, userId)))
    .returning({ id: giftLists.id });
  return gone.length ? { ok: true, message: GIFT_LIST_DELETED } : { ok: false, reason: GIFT_LIST_NOT_FOUND, status: 404 };
}

/** Takes an item off one of the member's own lists. */
export async function removeGiftListItem(
  db: Db,
  userId: number,
  itemId: number,
): Promise<{ ok: true; message: string } | { ok: false; reason: string; status: number }> {
  const gone = await db
    .delete(giftListItems)
    .where(and(eq(giftListItems.id, itemId), sql`${giftListItems.listId} IN (SELECT id FROM gift_lists WHERE user_id = ${userId})`))
    .returning({ id: giftListItems.id });
  return gone.length ? { ok: true, message: GIFT_LIST_ITEM_DELETED } : { ok: false, reason: GIFT_LIST_NOT_FOUND, status: 404 };
}

/** `boughtByMe`: the viewer bought some of it (they may see their purchase). */
export type PublicGiftListItem = VariantView & { id: number; wanted: number; bought: number; boughtByMe: boolean };
export type PublicGiftList = {
  id: number;
  name: string;
  owner: { firstname: string; lastname: string };
  expireDate: string;
  expired: boolean;
  items: PublicGiftListItem[];
  mine: boolean;
};

/** A list as anyone with its address sees it (no address); `mine` when the viewer owns it. */
export async function publicGiftList(db: Db, listId: number, viewerId: number | null): Promise<PublicGiftList | null> {
  const p = VARIANT_TABLE;
  // The list and its items asked at once (a list that does not exist has no items).
  const [[list], items] = await Promise.all([
    db
      .select({
        id: giftLists.id,
        name: giftLists.name,
        userId: giftLists.userId,
        expireDate: giftLists.expireDate,
        expired: giftListExpired,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(giftLists)
      .innerJoin(users, eq(users.id, giftLists.userId))
      .where(eq(giftLists.id, listId)),
    db
      .select({
        ...variantColumns,
        id: giftListItems.id,
        wanted: giftListItems.quantity,
        bought: giftListItems.purchasedQuantity,
        boughtByMe:
          viewerId == null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from gift_list_purchases gp where gp.item_id = ${giftListItems.id} and gp.buyer_id = ${viewerId})`,
      })
      .from(giftListItems)
      .innerJoin(p, eq(p.id, giftListItems.productId))
      .innerJoin(catalogItems, eq(catalogItems.id, p.catalogId))
      .where(eq(giftListItems.listId, listId))
      .orderBy(asc(giftListItems.createdAt), asc(giftListItems.id)),
  ]);
  if (!list) return null;
  return {
    id: list.id,
    name: list.name,
    owner: { firstname: list.firstname, lastname: list.lastname },
    expireDate: list.expireDate,
    expired: Boolean(list.expired),
    mine: viewerId === list.userId,
    items: items.map((i) => ({ ...variantView(i), id: i.id, wanted: i.wanted, bought: i.bought, boughtByMe: Boolean(i.boughtByMe) })),
  };
}
