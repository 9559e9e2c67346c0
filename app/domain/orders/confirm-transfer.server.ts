/**
 * A bank transfer arrived (the back office confirms it): the order waiting for
 * its money (`awaitingTransfer`): the order's payment row reads 'approved', and the order becomes
 * `confirmed` and the shop does what it does whenever an order's money is in
 * (order-core/order-lifecycle.server.ts confirmTransferIn: gift list purchases counted, gift card
 * codes made and e-mailed, Joker points earned), all in one transaction with the order locked;
 * and the buyer's e-mail recorded with it (the outbox: sent after the commit). The parcel stays 'received': packing is the warehouse's next step (shipment-states.ts lets it move only now).
 * `hook` runs inside the transaction (the back office's audit row). Confirming twice, or an order
 * that waits for no transfer, is refused with the reason.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "#app/db/client.server";
import { orders, payments } from "#app/db/schema";
import { confirmTransferIn } from "#app/domain/order-core/order-lifecycle.server";
import { recordTransferConfirmedNoticeIn } from "#app/domain/order-core/order-notifications.server";

export const TRANSFER_NOT_AWAITED = "Bu sipariş havale beklemiyor; ödemesi zaten onaylanmış ya da sipariş iptal edilmiş.";

type OrderRow = typeof orders.$inferSelect;

export async function confirmTransfer(
  db: Db,
  orderId: number,
  hook?: (tx: Tx, order: OrderRow) => Promise<void>,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.status !== "awaitingTransfer") return { ok: false as const, reason: TRANSFER_NOT_AWAITED };
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.type, "moneyOrder")))
      .orderBy(desc(payments.id))
      .limit(1);
    if (payment) await tx.update(payments).set({ status: "approved", updatedAt: new Date() }).where(eq(payments.id, payment.id));
    await confirmTransferIn(tx, order);
    await hook?.(tx, order);
    await recordTransferConfirmedNoticeIn(tx, order.id);
    return { ok: true as const };
  });
  return result;
}
