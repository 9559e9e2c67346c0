/** The header's mini-basket count: units in the visitor's basket (their own, else the session's). */
import { desc, eq, or, sql, sum } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cartItems, carts } from "#app/db/schema";
import type { SessionHandle } from "#app/domain/sessions/session.server";

export async function cartCount(db: Db, session: SessionHandle): Promise<number> {
  const row = await session.get();
  if (!row) return 0;
  // The member's own basket first (a guest session basket is the fallback), then the newest.
  const owner = row.userId != null ? or(eq(carts.userId, row.userId), eq(carts.sessionId, row.id)) : eq(carts.sessionId, row.id);
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(owner)
    .orderBy(sql`case when ${carts.userId} = ${row.userId ?? -1} then 0 else 1 end`, desc(carts.updatedAt), desc(carts.id))
    .limit(1);
  if (!cart) return 0;
  const [{ units }] = await db.select({ units: sum(cartItems.quantity).mapWith(Number) }).from(cartItems).where(eq(cartItems.cartId, cart.id));
  return units ?? 0;
}
