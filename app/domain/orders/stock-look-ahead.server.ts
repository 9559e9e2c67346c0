/**
 * A look at the basket before the order's transaction (issue 13, the pay call). When the last units
 * of a variant are gone, most buyers of a rush hear 'out of stock' here, from one statement without
 * a transaction, instead of each one opening a transaction and taking the attempt's lock and the
 * basket's lock just to be refused.
 *
 * It only ever refuses, and only what placeOrder's locked path would refuse at the same instant;
 * anything else goes that path, which stays the truth (it checks the stock again, and the guarded
 * update that takes the stock can never take it below zero). It refuses when, in one snapshot:
 *   - a line of the basket wants more than its stock (online, or the pickup store's), as committed;
 *   - no order carries this attempt's idempotency key: a retry of an attempt that took the last
 *     unit is answered that order, never 'out of stock';
 *   - no other copy of this attempt is inside placeOrder: its lock (attemptLock) is free — tried,
 *     never waited for, and released with the statement;
 *   - the basket has no order waiting for the bank: that order holds stock of its own, which
 *     settleOpenAttempt may give back to this attempt.
 * It also says whether the basket has such an order, so pay() asks the bank about it only then.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cartItems, catalogItems, orders, products, storeStock } from "#app/db/schema";
import { cartQuery, type Visitor } from "#app/domain/cart/cart.server";
import { stockShort } from "./messages";

type Runner = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The advisory lock (transaction-level) that lets one request at a time work on one pay attempt. */
export const attemptLock = (idempotencyKey: string) => sql`hashtext(${`order:${idempotencyKey}`})`;

/** The basket lines (cart id, quantity, name) with the stock that serves them: the online stock, or the pickup store's. */
export function lineStock(db: Runner, storeId: number | null) {
  return db
    .select({
      cartId: cartItems.cartId,
      quantity: cartItems.quantity,
      name: catalogItems.name,
      stock: (storeId == null ? sql<number>`${products.stock}` : sql<number>`coalesce(${storeStock.quantity}, 0)`).as("line_stock"),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .leftJoin(storeStock, and(eq(storeStock.productId, cartItems.productId), eq(storeStock.storeId, storeId ?? -1)));
}

/** The refusal for the first line that wants more than its stock, or null when every line can be served. */
export function shortReason(lines: { quantity: number | null; name: string | null; stock: number | null }[]): string | null {
  const short = lines.find((l) => l.name != null && l.quantity != null && Number(l.stock) < l.quantity);
  return short ? stockShort(short.name!, Math.max(0, Number(short.stock))) : null;
}

/** What the look-ahead saw: the basket's id (null: none), whether an order carries the key, whether one waits for the bank, and the refusal. */
export type LookAhead = { cartId: number | null; placed: boolean; awaitingBank: boolean; refusal: string | null };

export async function lookAhead(db: Runner, input: { visitor: Visitor; idempotencyKey: string; storeId: number | null }): Promise<LookAhead> {
  const placed = sql<boolean>`exists (select 1 from ${orders} where ${orders.idempotencyKey} = ${input.idempotencyKey})`;
  const cart = cartQuery(db, input.visitor);
  if (!cart) {
    const [row] = await db.select({ placed }).from(sql`(select 1) as one`);
    return { cartId: null, placed: row.placed, awaitingBank: false, refusal: null };
  }
  const basket = db.$with("basket").as(cart);
  const lines = db.$with("lines").as(lineStock(db, input.storeId));
  // One row at least (no basket: nulls), one per line of the basket.
  const rows = await db
    .with(basket, lines)
    .select({
      free: sql<boolean>`pg_try_advisory_xact_lock(${attemptLock(input.idempotencyKey)})`,
      placed,
      awaitingBank: sql<boolean>`exists (select 1 from ${orders} where ${orders.cartId} = ${basket.id} and ${orders.status} = 'awaitingPayment')`,
      cartId: basket.id,
      quantity: lines.quantity,
      name: lines.name,
      stock: lines.stock,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(basket, sql`true`)
    .leftJoin(lines, eq(lines.cartId, basket.id));
  const [first] = rows;
  const certain = first.cartId != null && rows.every((r) => r.free) && !first.placed && !first.awaitingBank;
  return { cartId: first.cartId, placed: first.placed, awaitingBank: first.awaitingBank, refusal: certain ? shortReason(rows) : null };
}
