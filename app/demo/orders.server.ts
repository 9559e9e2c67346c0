/**
 * The demo member's past orders: one in every state a shopper can meet, so every
 * after-sale screen has something to show — received and paid at the door, being packaged,
 * shipped and moving, delivered five days ago by card (its invoice downloads), delivered a month
 * ago, waiting for its bank transfer, cancelled by the shopper, undeliverable, returned, a store
 * purchase (always shown delivered) and a gift card sent by e-mail (a line of the shop's own gift
 * card item: it hides the address blocks and ships nothing). The parcels move through the shop's
 * own rule (fulfilment's moveShipmentIn), so their steps read as a real journey; card payments are
 * approved transactions of the sandbox bank. Each line links to its product's own page (the gift
 * card to the gift card page).
 *
 * Joker points: each order that stood earned its points through the points ledger, dated with the
 * order (a cancelled or returned order's were taken back), and the member's welcome points are a
 * ledger row too, so Joker Puanlarım explains every point an order page says was earned. These
 * orders carry no idempotency key (none was placed through checkout): the demo's travelling parcels
 * (fulfilment/demo-progress.server.ts) leave them in their states for as long as the demo runs.
 */
import { href } from "react-router";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { catalogItems, orderLines, orders, payments, products, shippingCompanies, stores, type AddressSnapshot } from "#app/db/schema";
import { itemImageUrl, THUMB_IMAGE } from "#app/domain/catalog/image-urls";
import { productUrl } from "#app/domain/catalog/listing-item.server";
import { shippingFor } from "#app/domain/pricing/totals";
import { moveShipmentIn } from "#app/domain/fulfilment/fulfil.server";
import { ensureGiftCards, GIFT_CARD_STATUS, giftCardSku } from "#app/domain/gift-cards/gift-card-catalogue.server";
import { newOrderHash, newOrderNumber } from "#app/domain/order-core/order-codes";
import { createSandboxTransaction } from "#app/domain/payments/sandbox-provider.server";
import { movePointsIn } from "#app/domain/rewards/points-ledger.server";
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

/** The gift card the demo member bought (TL). */
const DEMO_GIFT_CARD_TL = 250;

export async function seedDemoOrders(db: Db, memberId: number, email: string, now = Date.now()): Promise<void> {
  const [carrier] = await db.select({ id: shippingCompanies.id }).from(shippingCompanies).where(eq(shippingCompanies.code, "mng"));
  const [store] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  const onSale = await db
    .select({
      id: products.id,
      catalogId: products.catalogId,
      sku: products.sku,
      name: products.name,
      priceKurus: products.priceKurus,
      sefUrl: catalogItems.sefUrl,
      mainImage: catalogItems.mainImage,
      vatRate: catalogItems.vatRate,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(and(gt(products.stock, 5), ne(catalogItems.status, GIFT_CARD_STATUS)))
    .orderBy(asc(products.id))
    .limit(40);
  // The shop's own gift card (made at every start; made here first, as the demo is seeded before).
  await ensureGiftCards(db);
  const [giftCard] = await db
    .select({
      id: products.id,
      catalogId: products.catalogId,
      sku: products.sku,
      name: products.name,
      priceKurus: products.priceKurus,
      mainImage: catalogItems.mainImage,
    })
    .from(products)
    .innerJoin(catalogItems, eq(catalogItems.id, products.catalogId))
    .where(eq(products.sku, giftCardSku(DEMO_GIFT_CARD_TL)));
  const settings = await loadShopSettings(db);
  let pick = 0;
  for (const plan of DEMO_ORDERS) {
    const createdAt = new Date(now - plan.daysAgo * DAY);
    const chosen = Array.from({ length: plan.lines }, () => onSale[(pick += 3) % onSale.length]);
    const lines =
      plan.gift && giftCard
        ? [
            {
              productId: giftCard.id,
              catalogId: giftCard.catalogId,
              sku: giftCard.sku,
              name: giftCard.name,
              unitPriceKurus: giftCard.priceKurus,
              quantity: 1,
              vatRate: 0,
              image: itemImageUrl(giftCard.catalogId, giftCard.mainImage, THUMB_IMAGE),
              url: href("/hediye-kart-islemleri"),
            },
          ]
        : chosen.map((p, i) => ({
            productId: p.id,
            catalogId: p.catalogId,
            sku: p.sku,
            name: p.name,
            unitPriceKurus: p.priceKurus,
            quantity: 1 + (i % 2),
            vatRate: p.vatRate,
            image: itemImageUrl(p.catalogId, p.mainImage, THUMB_IMAGE),
            url: productUrl(p.sefUrl, p.catalogId),
          }));
    const itemsKurus = lines.reduce((sum, l) => sum + l.unitPriceKurus * l.quantity, 0);
    const shippingKurus = plan.gift ? 0 : shippingFor(itemsKurus, plan.store ? "getShop" : "myAddress", null, settings);
    const podKurus = plan.payment === "podCash" ? settings.podFeeKurus : 0;
    const totalKurus = itemsKurus + shippingKurus + podKurus;
    const pointsEarned = orderPoints(totalKurus, null, settings.pointsPer100Lira);
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
          jokerPointsEarned: pointsEarned,
          deliveryAddress: plan.store ? null : ADDRESS,
          billingAddress: ADDRESS,
          createdAt,
        })
        .returning();
      await tx.insert(orderLines).values(lines.map((l) => ({ orderId: order.id, ...l, totalPriceKurus: l.unitPriceKurus * l.quantity })));
      const online = plan.payment === "creditCard";
      const transaction = online
        ? await createSandboxTransaction(
            tx,
            {
              reference: order.orderNumber,
              amountKurus: totalKurus,
              kind: "card",
              status: "approved",
              returnUrl: href("/payment/callback"),
              maskedPan: "540036******0003",
              bankName: "Minik Bank",
            },
            createdAt,
          )
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
        // History, not news: the member is not told today of a parcel that moved weeks ago.
        await moveShipmentIn(
          tx,
          order.id,
          { toCode: code, at: new Date(createdAt.getTime() + (i + 1) * 9 * HOUR), updateKey: `demo-seed:${order.id}:${i}` },
          { tell: false },
        );
      }
      if (plan.cancelled) await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
      // Returned to the shop: every unit of every line came back.
      if (plan.steps.includes(999))
        await tx
          .update(orderLines)
          .set({ returnQuantity: sql`${orderLines.quantity}` })
          .where(eq(orderLines.orderId, order.id));
      // The order's points, as the shop moves them: earned when it stood (a bank transfer's wait
      // for its money), taken back when it was cancelled or came back.
      if (plan.payment !== "moneyOrder") {
        await movePointsIn(tx, { userId: memberId, orderId: order.id, kind: "earned", points: pointsEarned, at: createdAt });
        if (plan.cancelled || plan.steps.includes(999)) {
          const lastStep = new Date(createdAt.getTime() + Math.max(1, plan.steps.length) * 9 * HOUR);
          await movePointsIn(tx, { userId: memberId, orderId: order.id, kind: "revoked", points: pointsEarned, at: lastStep });
        }
      }
    });
  }
}
