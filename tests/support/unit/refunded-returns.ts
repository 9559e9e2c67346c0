/**
 * For the e-Arşiv invoice tests on a real database (never imported by the shop): a shop of two toys
 * with a carrier and a member, their orders placed as checkout does, and a return carried through
 * to 'refunded' the way the back office moves it (request, approve, receive, refund).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orderLines, users } from "#app/db/schema";
import { moveShipment } from "#app/domain/fulfilment/fulfil.server";
import { advanceReturn, requestReturn } from "#app/domain/orders/returns.server";
import { createSandboxProvider } from "#app/domain/payments/sandbox-provider.server";
import { orderKit, seedDelivery, seedItem } from "./orders";

/** Two toys (600 TL 'AYI-B', 250 TL 'AYI-K'), a carrier and a member; `place` orders paid at the door. */
export async function seedInvoiceShop(db: Db) {
  const {
    variantIds: [big, small],
  } = await seedItem(db, { name: "Oyuncak Ayı", slug: "ayi" }, [
    { sku: "AYI-B", name: "Oyuncak Ayı Büyük", priceKurus: 60_000, stock: 100 },
    { sku: "AYI-K", name: "Oyuncak Ayı Küçük", priceKurus: 25_000, stock: 100 },
  ]);
  const { carrier } = await seedDelivery(db, []);
  const [{ id: member }] = await db
    .insert(users)
    .values({ email: "uye@example.com", passwordHash: "x", firstname: "Ayşe", lastname: "Ak", phone: "05321234567" })
    .returning();
  const kit = orderKit(
    () => db,
    () => ({ shippingCompanyId: carrier }),
  );
  const place = (lines: [number, number][]) => kit.place(lines, member, { paymentType: "podCash", paymentDescription: "Kapıda Nakit" });
  return { big, small, member, place };
}

/** Delivers the order and returns one unit of its first line; `refund` false stops before the refund. Answers the return code. */
export async function returnOneUnit(db: Db, member: number, order: { id: number; orderHash: string }, refund = true): Promise<string> {
  for (const code of [1, 2, 3, 9]) await moveShipment(db, order.id, { toCode: code, at: new Date() });
  const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  const asked = await requestReturn(db, member, order.orderHash, [{ lineId: line.id, quantity: 1, reason: "Vazgeçtim" }]);
  if (!asked.ok) throw new Error(asked.reason);
  if (refund) {
    const bank = createSandboxProvider(db);
    for (const to of ["approved", "received", "refunded"] as const) {
      const moved = await advanceReturn(db, bank, asked.code, to);
      if (!moved.ok) throw new Error(moved.reason);
    }
  }
  return asked.code;
}
