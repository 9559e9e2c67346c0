/**
 * Who may see an order's personal data: the member who placed it, or for a guest order the session
 * whose basket made it. Asked by the order summary (orders/order-summary.server.ts) and by the
 * bank's callback (checkout/bank-callback.server.ts) before it shows the buyer their order.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { carts } from "#app/db/schema";

/** Who asks: the session's member (null for a guest) and the session's id (null without one). */
export type OrderViewer = { userId: number | null; sessionId: string | null };

/** Whether the viewer placed the order: its member, or for a guest order the session whose basket made it. */
export async function placedBy(db: Db, order: { userId: number | null; cartId: number | null }, viewer: OrderViewer): Promise<boolean> {
  if (order.userId != null) return viewer.userId === order.userId;
  if (order.cartId == null || viewer.sessionId == null) return false;
  const [cart] = await db.select({ sessionId: carts.sessionId, userId: carts.userId }).from(carts).where(eq(carts.id, order.cartId));
  return cart != null && cart.userId == null && cart.sessionId === viewer.sessionId;
}
