/**
 * A look at the basket before the order's transaction (the pay call). When the last units
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
import { sql, type Placeholder } from "drizzle-orm";
import { queryRows, type Db, type Runner } from "#app/db/client.server";
import { prepared } from "#app/db/prepared.server";
import { cartItems, catalogItems, orders, products, storeStock } from "#app/db/schema";
import { cartOwnerOfShape, cartOwnerShape, cartOwnerValues, cartQuery, type Visitor } from "#app/domain/cart/cart.server";
import { stockShort } from "./messages";

/** The advisory lock (transaction-level) that lets one request at a time work on one pay attempt. */
export const attemptLock = (idempotencyKey: string | Placeholder) => sql`hashtext('order:' || ${idempotencyKey})`;

/** What the look-ahead saw: the basket's id (null: none), whether an order carries the key, whether one waits for the bank, and the refusal. */
export type LookAhead = { cartId: number | null; placed: boolean; awaitingBank: boolean; refusal: string | null };

const placedSql = (key: string | Placeholder) => sql<boolean>`exists (select 1 from ${orders} where ${orders.idempotencyKey} = ${key})`;

/**
 * The look as a prepared statement, one per shape of visitor (cartOwnerShape) and of delivery (the
 * online stock, or the pickup store's). Index lookups only, whatever the planner's statistics say:
 * the basket by its owner, its lines by the basket, each line's stock by its variant (a lateral
 * subquery with a limit is never turned into a join), the name only for the one short line.
 */
const lookStatement = prepared((db, variant) => {
  const [shape, delivery] = variant.split(":");
  const key = sql.placeholder("key");
  const basket = cartQuery(db, cartOwnerOfShape(shape))!;
  const stock =
    delivery === "online"
      ? sql`(select ${products.stock} from ${products} where ${products.id} = ${cartItems.productId} limit 1)`
      : sql`coalesce((select ${storeStock.quantity} from ${storeStock} where ${storeStock.storeId} = ${sql.placeholder("storeId")} and ${storeStock.productId} = ${cartItems.productId} limit 1), 0)`;
  const look = sql`(
    select pg_try_advisory_xact_lock(${attemptLock(key)}) as free, ${placedSql(key)} as placed, basket.id as cart_id,
      exists (select 1 from ${orders} where ${orders.cartId} = basket.id and ${orders.status} = 'awaitingPayment') as awaiting_bank,
      short.quantity, short.stock,
      (select ${catalogItems.name} from ${catalogItems} join ${products} on ${products.catalogId} = ${catalogItems.id} where ${products.id} = short.product_id) as name
    from (select 1) as one
    left join ${basket} as basket on true
    left join lateral (
      select ${cartItems.productId} as product_id, ${cartItems.quantity} as quantity, line.stock
      from ${cartItems} cross join lateral (select ${stock} as stock limit 1) as line
      where ${cartItems.cartId} = basket.id and line.stock < ${cartItems.quantity}
      limit 1) as short on true
  ) as look`;
  return db
    .select({
      free: sql<boolean>`look.free`,
      placed: sql<boolean>`look.placed`,
      cartId: sql<number | null>`look.cart_id`,
      awaitingBank: sql<boolean>`look.awaiting_bank`,
      quantity: sql<number | null>`look.quantity`,
      stock: sql<number | null>`look.stock`,
      name: sql<string | null>`look.name`,
    })
    .from(look)
    .prepare(`stock_look_ahead_${shape}_${delivery}`);
});

export async function lookAhead(
  db: Runner,
  input: { visitor: Visitor; idempotencyKey: string; storeId: number | null },
): Promise<LookAhead> {
  const shape = cartOwnerShape(input.visitor);
  if (!shape) {
    const [row] = await queryRows<{ placed: boolean }>(db as Db, sql`select ${placedSql(input.idempotencyKey)} as placed`);
    return { cartId: null, placed: row.placed, awaitingBank: false, refusal: null };
  }
  const look = lookStatement(db as Db, `${shape}:${input.storeId == null ? "online" : "store"}`);
  const [row] = await look.execute({ ...cartOwnerValues(input.visitor), key: input.idempotencyKey, storeId: input.storeId });
  const cartId = row.cartId == null ? null : Number(row.cartId);
  const certain = cartId != null && row.free && !row.placed && !row.awaitingBank;
  const refusal = certain && row.quantity != null ? stockShort(row.name ?? "", Math.max(0, Number(row.stock))) : null;
  return { cartId, placed: row.placed, awaitingBank: row.awaitingBank, refusal };
}
