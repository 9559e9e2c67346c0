/** The header's mini-basket count: units in the visitor's basket (found by the one rule, findCart). */
import { eq, sum } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { cartItems } from "#app/db/schema";
import type { SessionHandle } from "#app/domain/sessions/session.server";
import { findCart } from "./cart.server";

export async function cartCount(db: Db, session: SessionHandle): Promise<number> {
  const row = await session.get();
  if (!row) return 0;
  const cart = await findCart(db, { sessionId: row.id, userId: row.userId });
  if (!cart) return 0;
  const [{ units }] = await db.select({ units: sum(cartItems.quantity).mapWith(Number) }).from(cartItems).where(eq(cartItems.cartId, cart.id));
  return units ?? 0;
}
