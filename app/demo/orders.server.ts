/**
 * The demo member's past orders (issue 14): one in every state a shopper can meet, so every
 * after-sale screen has something to show — received and paid at the door, being packaged,
 * shipped and moving, delivered five days ago by card (its invoice downloads), delivered a month
 * ago, waiting for its bank transfer, cancelled by the shopper, undeliverable, returned, a store
 * purchase (always shown delivered) and a gift card sent by e-mail (its GIFT line hides the address
 * blocks). The parcels move through the shop's own rule (fulfilment's moveShipmentIn), so their
 * steps read as a real journey; card payments are approved transactions of the sandbox bank.
 */
import { asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orderLines, orders, payments, products, shippingCompanies, stores, type AddressSnapshot } from "#app/db/schema";
import { shippingFor } from "#app/domain/checkout/totals";
import { moveShipmentIn } from "#app/domain/fulfilment/fulfil.server";
import { newOrderHash, newOrderNumber } from "#app/domain/orders/order-codes";
import { GIFT_SKU } from "#app/domain/orders/order-status";
import { createSandboxTransaction } from "#app/domain/payments/sandbox-provider.server";
import { orderPoints } from "#app/domain/rewards/reward-rule";
import { loadShopSettings } from "#app/domain/settings/shop-settings.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoOrder = {
  daysAgo: number;
  payment: "podCash" | "creditCard" | "moneyOrder";
  /** The parcel's steps, in order (spec section 4's codes). */
  steps: number[];
  lines: number;
  cancelled?: boolean;
  store?: boolean;
  gift?: boolean;
};

const DEMO_ORDERS: DemoOrder[] = [
  { daysAgo: 40, payment: "creditCard", steps: [1, 2, 3, 9, 999], lines: 1 },
  { daysAgo: 32, payment: "podCash", steps: [1, 2, 3, 9], lines: 2 },
  { daysAgo: 20, payment: "creditCard", steps: [], lines: 2, store: true },
  { daysAgo: 12, payment: "podCash", steps: [1, 2, 3, 12], lines: 1 },
  { daysAgo: 9, payment: "creditCard", steps: [], lines: 1, gift: true },
  { daysAgo: 8, payment: "creditCard", steps: [13], lines: 1, cancelled: true },
  { daysAgo: 5, payment: "creditCard", steps: [1, 2, 3, 9], lines: 3 },
  { daysAgo: 2, payment: "creditCard", steps: [1, 2, 3], lines: 2 },
  { daysAgo: 1, payment: "creditCard", steps: [1], lines: 1 },
  { daysAgo: 0.6, payment: "moneyOrder", steps: [], lines: 1 },
  { daysAgo: 0.1, payment: "podCash", steps: [], lines: 2 },
];

const ADDRESS: AddressSnapshot = {
  title: "Ev",
  personName: "Ayşe Yılmaz",
  phone: "05321234567",
  city: "İstanbul",
  district: "Kadıköy",
  town: "Caferağa Mah",
  address: "Moda Caddesi No: 12 Daire: 4",
  billingType: "individual",
  identityNumber: "10000000146",
};

const PAYMENT_LABEL = { podCash: "Kapıda Ödeme (Nakit)", creditCard: "Kredi Kartı", moneyOrder: "Havale / EFT" } as const;

export async function seedDemoOrders(db: Db, memberId: number, email: string, now = Date.now()): Promise<void> {
  const [carrier] = await db.select({ id: shippingCompanies.id }).from(shippingCompanies).where(eq(shippingCompanies.code, "mng"));
  const [store] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  const onSale = await db
    .select({ id: products.id, catalogId: products.catalogId, sku: products.sku, name: products.name, priceKurus: products.priceKurus })
    .from(products)
    .where(gt(products.stock, 5))
    .orderBy(asc(products.id))
    .limit(40);
  const settings = await loadShopSettings(db);
  let pick = 0;
  for (const plan of DEMO_ORDERS) {
    const createdAt = new Date(now - plan.daysAgo * DAY);
    const chosen = Array.from({ length: plan.lines }, () => onSale[(pick += 3) % onSale.length]);
    const lines = plan.gift
      ? [{ productId: chosen[0].id, catalogId: chosen[0].catalogId, sku: GIFT_SKU, name: "Hediye Kartı 250 TL (e-posta ile)", unitPriceKurus: 25_000, quantity: 1 }]
      : chosen.map((p, i) => ({ productId: p.id, catalogId: p.catalogId, sku: p.sku, name: p.name, unitPriceKurus: p.priceKurus, quantity: 1 + (i % 2) }));
    const itemsKurus = lines.reduce((sum, l) => sum + l.unitPriceKurus * l.quantity, 0);
    const shippingKurus = plan.gift ? 0 : shippingFor(itemsKurus, plan.store ? "getShop" : "myAddress", null, settings);
    const podKurus = plan.payment === "podCash" ? settings.podFeeKurus : 0;
    const totalKurus = itemsKurus + shippingKurus + podKurus;
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          orderHash: newOrderHash(),
          orderNumber: await newOrderNumber(tx, createdAt),
          userId: memberId,
          email,
          isOffline: Boolean(plan.store),
          storeId: plan.store ? store?.id : null,
          status: plan.payment === "moneyOrder" ? "awaitingTransfer" : "confirmed",
          deliveryType: plan.store ? "getShop" : "myAddress",
          shippingCompanyId: plan.store || plan.gift ? null : carrier?.id,
          paymentType: plan.payment,
          paymentDescription: PAYMENT_LABEL[plan.payment],
          itemsTotalKurus: itemsKurus,
          shipmentPriceKurus: shippingKurus,
          podPriceKurus: podKurus,
          totalKurus,
          jokerPointsEarned: orderPoints(totalKurus, null, settings.pointsPer100Lira),
          deliveryAddress: plan.store ? null : ADDRESS,
          billingAddress: ADDRESS,
          createdAt,
        })
        .returning();
      await tx.insert(orderLines).values(
        lines.map((l) => ({
          orderId: order.id,
          ...l,
          totalPriceKurus: l.unitPriceKurus * l.quantity,
          vatRate: 20,
          image: `/gorsel/urun/${l.catalogId}-0.svg`,
          url: `/urun/demo-${l.catalogId}`,
        })),
      );
      const online = plan.payment === "creditCard";
      const transaction = online
        ? await createSandboxTransaction(tx, { reference: order.orderNumber, amountKurus: totalKurus, kind: "card", status: "approved", returnUrl: "/payment/callback", maskedPan: "540036******0003", bankName: "Minik Bank" }, createdAt)
        : null;
      await tx.insert(payments).values({
        orderId: order.id,
        provider: online ? "sandbox" : "shop",
        type: plan.payment,
        status: online ? "approved" : "pending",
        amountKurus: totalKurus,
        providerOrderId: transaction?.id ?? null,
        maskedPan: transaction ? "540036******0003" : null,
        bankName: transaction ? "Minik Bank" : null,
        createdAt,
      });
      for (const [i, code] of plan.steps.entries()) {
        await moveShipmentIn(tx, order.id, { toCode: code, at: new Date(createdAt.getTime() + (i + 1) * 9 * HOUR), updateKey: `demo-seed:${order.id}:${i}` });
      }
      if (plan.cancelled) await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
      // Returned to the shop: every unit of every line came back.
      if (plan.steps.includes(999)) await tx.update(orderLines).set({ returnQuantity: sql`${orderLines.quantity}` }).where(eq(orderLines.orderId, order.id));
    });
  }
}
