/**
 * A placed order as a payment provider is told it (PaymentOrder: iyzico's buyer, addresses and
 * basket, docs/iyzico-reference.md §3.2): read from the order's own snapshot (its lines, fees,
 * addresses), never from the basket the shopper may change meanwhile. The basket's items sum to
 * the order's total (payments/payment-basket.ts).
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orderLines, orders, users, type AddressSnapshot } from "#app/db/schema";
import { paymentBasket } from "#app/domain/payments/payment-basket";
import type { PaymentAddress, PaymentOrder } from "#app/domain/payments/provider";

/** 'Ayşe Nur Yılmaz' → name 'Ayşe Nur', surname 'Yılmaz' (a single word is both: a provider requires each). */
export function splitPersonName(full: string): { name: string; surname: string } {
  const words = full.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { name: words[0] ?? "", surname: words[0] ?? "" };
  return { name: words.slice(0, -1).join(" "), surname: words[words.length - 1] };
}

const addressOf = (a: AddressSnapshot): PaymentAddress => ({
  contactName: a.personName,
  address: [a.address, a.town, a.district].filter(Boolean).join(", "),
  city: a.city,
  district: a.district,
});

/** The order `orderId` for its payment, the buyer at `ip`. */
export async function paymentOrderOf(db: Db, orderId: number, ip: string): Promise<PaymentOrder> {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      email: orders.email,
      totalKurus: orders.totalKurus,
      shipmentPriceKurus: orders.shipmentPriceKurus,
      podPriceKurus: orders.podPriceKurus,
      delivery: orders.deliveryAddress,
      billing: orders.billingAddress,
      memberFirstname: users.firstname,
      memberLastname: users.lastname,
      memberPhone: users.phone,
      registeredAt: users.createdAt,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const lines = await db
    .select({ id: orderLines.id, name: orderLines.name, totalPriceKurus: orderLines.totalPriceKurus })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const billing = order.billing ?? order.delivery;
  if (!billing) throw new Error(`order ${order.orderNumber} has no address`);
  const person =
    order.memberFirstname != null
      ? { name: order.memberFirstname, surname: order.memberLastname ?? "" }
      : splitPersonName(billing.personName);
  return {
    buyer: {
      id: order.userId != null ? `U${order.userId}` : `G${order.orderNumber}`,
      name: person.name,
      surname: person.surname || person.name,
      email: order.email,
      phone: order.memberPhone ?? billing.phone,
      identityNumber: billing.billingType !== "corporate" && billing.identityNumber ? billing.identityNumber : null,
      ip,
      registeredAt: order.registeredAt,
    },
    billingAddress: addressOf(billing),
    shippingAddress: order.delivery ? addressOf(order.delivery) : null,
    items: paymentBasket(lines, { shipmentKurus: order.shipmentPriceKurus, podKurus: order.podPriceKurus }, order.totalKurus),
  };
}
