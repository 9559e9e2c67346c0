/**
 * The product page's member buttons (spec sections 2, 4, 5, 7): favourite, price and stock alerts,
 * comparison, adding to a gift list, and the buttons' state for one variant (check-button).
 *
 * Rules:
 * - Every function takes the member's id from the session (the route passes it); nothing the client
 *   sends decides whose list, favourite or alert is touched.
 * - A product (variant) counts only when it exists and its catalogue item is active (on the site).
 * - Favourites and alerts toggle: a second press removes what the first added. `mode` 'add' or
 *   'remove' makes a call idempotent instead (adding twice keeps one row).
 * - A price alert stores the variant's current price (the price to beat); a stock alert is only
 *   for a variant that cannot be bought now (no stock or not active).
 * - Comparison holds catalogue items (the sizes of one item compare the same), at most 4; the
 *   limit holds under concurrent calls (a per-member advisory lock).
 * - A gift list must be the member's own and not expired; another member's list reads as missing.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db, Runner } from "#app/db/client.server";
import { alerts, catalogItems, comparisons, favourites, giftListItems, giftLists, products } from "#app/db/schema";
import { giftListExpired } from "./gift-lists.server";
import { toLira } from "#app/lib/money";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import {
  ALERT_ADDED,
  ALERT_REMOVED,
  ALREADY_IN_STOCK,
  COMPARISON_ADDED,
  COMPARISON_ALREADY,
  COMPARISON_FULL,
  COMPARISON_LIMIT,
  FAVOURITE_ADDED,
  FAVOURITE_REMOVED,
  GIFT_LIST_ADDED,
  GIFT_LIST_ALREADY,
  GIFT_LIST_EXPIRED,
  GIFT_LIST_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  type AlertType,
} from "./product-buttons.messages";

export type Mode = "toggle" | "add" | "remove";
/** The optional `mode` field of a call: 'add' or 'remove', anything else toggles. */
export const parseMode = (input: unknown): Mode => (input === "add" || input === "remove" ? input : "toggle");
export type Refusal = { ok: false; reason: string; status: 404 | 409 };
export type Done<T = object> = { ok: true; message: string } & T;
export type Outcome<T = object> = Done<T> | Refusal;

const refuse = (reason: string, status: 404 | 409): Refusal => ({ ok: false, reason, status });
const productMissing = () => refuse(PRODUCT_NOT_FOUND, 404);

type ProductRow = { id: number; catalogId: number; stock: number; status: string; priceKurus: number };

/** A variant whose catalogue item is on the site; null otherwise. */
export async function findProduct(db: Runner, productId: number): Promise<ProductRow | null> {
  const [row] = await db
    .select({
      id: products.id,
      catalogId: products.catalogId,
      stock: products.stock,
      status: products.status,
      priceKurus: products.priceKurus,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(and(eq(products.id, productId), eq(catalogItems.status, "active")));
  return row ?? null;
}

/** Add when absent, remove when present (toggle), or only one of them. */
async function switchRow(mode: Mode, exists: () => Promise<boolean>, add: () => Promise<unknown>, remove: () => Promise<unknown>) {
  const present = await exists();
  const wantOn = mode === "add" || (mode === "toggle" && !present);
  if (wantOn && !present) await add();
  if (!wantOn && present) await remove();
  return wantOn;
}

// ───────────────────────── Favourites ─────────────────────────

export async function setFavourite(
  db: Db,
  userId: number,
  productId: number,
  mode: Mode = "toggle",
): Promise<Outcome<{ favorite: boolean }>> {
  const product = await findProduct(db, productId);
  if (!product) return productMissing();
  const mine = and(eq(favourites.userId, userId), eq(favourites.productId, productId));
  const favorite = await switchRow(
    mode,
    async () => (await db.select({ p: favourites.productId }).from(favourites).where(mine)).length > 0,
    () => db.insert(favourites).values({ userId, productId, priceAtAddKurus: product.priceKurus }).onConflictDoNothing(),
    () => db.delete(favourites).where(mine),
  );
  return { ok: true, message: favorite ? FAVOURITE_ADDED : FAVOURITE_REMOVED, favorite };
}

// ───────────────────────── Price and stock alerts ─────────────────────────

export async function setAlert(
  db: Db,
  userId: number,
  productId: number,
  alertType: AlertType,
  mode: Mode = "toggle",
): Promise<Outcome<{ active: boolean; alertType: AlertType }>> {
  const product = await findProduct(db, productId);
  if (!product) return productMissing();
  const mine = and(eq(alerts.userId, userId), eq(alerts.productId, productId), eq(alerts.type, alertType));
  const [existing] = await db.select({ id: alerts.id }).from(alerts).where(mine);
  const buyable = product.stock > 0 && product.status === "active";
  if (!existing && mode !== "remove" && alertType === "stock" && buyable) return refuse(ALREADY_IN_STOCK, 409);
  const active = await switchRow(
    mode,
    async () => Boolean(existing),
    () =>
      db
        .insert(alerts)
        .values({ userId, productId, type: alertType, priceAtRequestKurus: alertType === "price" ? product.priceKurus : null })
        .onConflictDoNothing(),
    () => db.delete(alerts).where(mine),
  );
  return { ok: true, message: active ? ALERT_ADDED[alertType] : ALERT_REMOVED[alertType], active, alertType };
}

// ───────────────────────── Comparison ─────────────────────────

export type ComparedItem = { catalogId: number; name: string; url: string };

async function comparedItems(db: Runner, userId: number): Promise<ComparedItem[]> {
  const rows = await db
    .select({ catalogId: catalogItems.id, name: catalogItems.name, sefUrl: catalogItems.sefUrl })
    .from(comparisons)
    .innerJoin(catalogItems, eq(catalogItems.id, comparisons.catalogId))
    .where(eq(comparisons.userId, userId))
    .orderBy(asc(comparisons.createdAt), asc(comparisons.catalogId));
  return rows.map((r) => ({ catalogId: r.catalogId, name: r.name, url: productUrl(r.sefUrl, r.catalogId) }));
}

/** The catalogue item to compare: given directly, or the item of a variant; null when it is not on the site. */
export async function comparableCatalogId(db: Db, input: { catalogId?: number | null; productId?: number | null }): Promise<number | null> {
  if (input.productId != null) return (await findProduct(db, input.productId))?.catalogId ?? null;
  if (input.catalogId == null) return null;
  const [row] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.id, input.catalogId), eq(catalogItems.status, "active")));
  return row?.id ?? null;
}

/** Adds a catalogue item to the member's comparison (idempotent; at most 4 items). */
export async function addToComparison(
  db: Db,
  userId: number,
  catalogId: number,
): Promise<Outcome<{ count: number; items: ComparedItem[] }>> {
  if ((await comparableCatalogId(db, { catalogId })) == null) return productMissing();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`compare:u:${userId}`}))`);
    const before = await comparedItems(tx, userId);
    if (before.some((i) => i.catalogId === catalogId))
      return { ok: true, message: COMPARISON_ALREADY, count: before.length, items: before };
    if (before.length >= COMPARISON_LIMIT) return refuse(COMPARISON_FULL, 409);
    await tx.insert(comparisons).values({ userId, catalogId }).onConflictDoNothing();
    const items = await comparedItems(tx, userId);
    return { ok: true, message: COMPARISON_ADDED, count: items.length, items };
  });
}

// ───────────────────────── Gift lists ─────────────────────────

/** Adds a variant to one of the member's own, unexpired gift lists (idempotent). */
export async function addToGiftList(db: Db, userId: number, listId: number, productId: number): Promise<Outcome<{ added: boolean }>> {
  const [list] = await db
    .select({ id: giftLists.id, expired: giftListExpired })
    .from(giftLists)
    .where(and(eq(giftLists.id, listId), eq(giftLists.userId, userId)));
  if (!list) return refuse(GIFT_LIST_NOT_FOUND, 404);
  if (list.expired) return refuse(GIFT_LIST_EXPIRED, 409);
  if (!(await findProduct(db, productId))) return productMissing();
  const inserted = await db.insert(giftListItems).values({ listId, productId }).onConflictDoNothing().returning({ id: giftListItems.id });
  const added = inserted.length > 0;
  return { ok: true, message: added ? GIFT_LIST_ADDED : GIFT_LIST_ALREADY, added };
}

// ───────────────────────── Button state (check-button) ─────────────────────────

export type WishListState = { id: number; name: string; expireDate: { date: string }; expired: boolean; hasProduct: boolean };
export type AlertState = { productId: number; alertType: AlertType; price: number | null };
export type ButtonState = {
  wishLists: WishListState[];
  favoriteProducts: number[];
  priceAlerts: AlertState[];
  comparison: { count: number; limit: number; hasProduct: boolean };
};

/** Which of the member's gift lists hold the variant, whether it is a favourite, its alerts, the comparison. */
export async function buttonState(db: Db, userId: number, productId: number): Promise<ButtonState | null> {
  const product = await findProduct(db, productId);
  if (!product) return null;
  const [lists, favourite, alertRows, compared] = await Promise.all([
    db
      .select({
        id: giftLists.id,
        name: giftLists.name,
        expireDate: giftLists.expireDate,
        expired: giftListExpired,
        itemId: giftListItems.id,
      })
      .from(giftLists)
      .leftJoin(giftListItems, and(eq(giftListItems.listId, giftLists.id), eq(giftListItems.productId, productId)))
      .where(eq(giftLists.userId, userId))
      .orderBy(giftListExpired, desc(giftLists.createdAt), desc(giftLists.id)),
    db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId))),
    db
      .select({ type: alerts.type, priceKurus: alerts.priceAtRequestKurus })
      .from(alerts)
      .where(and(eq(alerts.userId, userId), eq(alerts.productId, productId)))
      .orderBy(asc(alerts.type)),
    db
      .select({ total: count(), mine: sql<boolean>`coalesce(bool_or(${comparisons.catalogId} = ${product.catalogId}), false)` })
      .from(comparisons)
      .where(eq(comparisons.userId, userId)),
  ]);
  return {
    wishLists: lists.map((l) => ({
      id: l.id,
      name: l.name,
      expireDate: { date: l.expireDate },
      expired: Boolean(l.expired),
      hasProduct: l.itemId != null,
    })),
    favoriteProducts: favourite.map((f) => f.productId),
    priceAlerts: alertRows.map((a) => ({
      productId,
      alertType: a.type as AlertType,
      price: a.priceKurus == null ? null : toLira(a.priceKurus),
    })),
    comparison: { count: Number(compared[0]?.total ?? 0), limit: COMPARISON_LIMIT, hasProduct: Boolean(compared[0]?.mine) },
  };
}
