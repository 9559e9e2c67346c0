/**
 * 'Alışverişi Tamamla' (spec sections 3, 4, 7: POST make-pay and the pay response): places the
 * order, then starts the payment its type needs and answers the spec's pay response:
 *   - card (new or saved token): `threeDsPayment` with `threeDsUrl` (the bank's 3D Secure page);
 *     a card the bank refuses at once answers `success: false` with the bank's reason and the
 *     order is undone;
 *   - BKM Express: `bkm` with `ticket {id, path, token}`; fast pay: `fastpay`, `endpoint`, `formData`;
 *   - anything else (transfer, door, zero total): `data {items, order_hash, total_price}` and the
 *     summary page to go to.
 * A basket already sold out is refused by placeOrder from one statement (stock-look-ahead.server.ts:
 * a rush's many late buyers), the locked path staying the truth.
 * A retried request with the same idempotency key answers the same outcome again (the same 3D
 * Secure page, the same order, the same refusal) and never starts a second payment. A new attempt
 * (a new key) on a basket whose order never got paid pays that same order: an attempt
 * still out at the bank (placeOrder refuses while it is) is called off (settleOpenAttempt; had the
 * bank approved it after all, the order stands and its summary is the answer), then placeOrder
 * writes the order again from the basket and this attempt starts at the bank.
 * A new card may pay part with its own points (the form's bonus box): never more than the bank says
 * the card holds, nor than the amount charged ('Lütfen Kullanabileceğiniz bir değer girin.'); the
 * attempt's payment row keeps it (payments.card_points_kurus). The order's total is unchanged: the
 * bank pays the shop the whole amount.
 */
import { href } from "react-router";
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { orderLines, payments } from "#app/db/schema";
import type { CardInput, PaymentProvider } from "#app/domain/payments/provider";
import { toLira } from "#app/lib/money";
import { chargedAmount } from "./installment-plan.server";
import { renderOrderContract } from "#app/domain/order-core/contract";
import { BAD_POINTS, NEED_PAYMENT_TYPE, PAYMENT_ERROR } from "./messages";
import { paymentTypeLabel } from "#app/domain/order-core/payment-labels";
import { summaryUrl } from "#app/domain/order-core/order-links";
import { placeOrder, type OrderRequest, type PlacedOrder } from "./place-order.server";
import { paymentOrderOf } from "./payment-order.server";
import { recordCheckoutConsent, type CheckoutConsent } from "./checkout-consent.server";
import { OUT_AT_BANK, attachTransaction, currentAttempt, settleOpenAttempt, settlePayment } from "./settle-order.server";
import { logError } from "#app/lib/logger.server";

/** The order as placeOrder takes it (minus what pay fills in), plus how it is paid. */
export type PayRequest = Omit<OrderRequest, "paymentDescription" | "renderContract"> & {
  card: CardInput | null;
  /** The part of the card payment paid with the new card's points (kuruş; 0: none). */
  cardBonusKurus: number;
  savedCard: { token: string; cvc: string } | null;
  saveCard: boolean;
  /** The shop's origin, for the bank's return address. */
  origin: string;
  /** The buyer's address as the shop saw it (a provider that asks for the order is told it). */
  buyerIp?: string;
  /** Consent to commercial SMS and e-mail given on the checkout form, and the phone it is about. */
  marketing?: CheckoutConsent;
};

export type PayResponse = {
  success: boolean;
  reason?: string;
  field?: string;
  redirectMyOrders?: boolean;
  redirectUrl?: string;
  data?: {
    items: { sku: string; name: string; quantity: number; price: number; total_price: number }[];
    order_hash: string;
    total_price: number;
    order_number: string;
  };
  threeDsPayment?: boolean;
  threeDsUrl?: string;
  threeDsContent?: string;
  bkm?: boolean;
  ticket?: { id: string; path: string; token: string };
  fastpay?: boolean;
  endpoint?: string;
  formData?: Record<string, string>;
};

export async function pay(db: Db, bank: PaymentProvider, request: PayRequest): Promise<PayResponse> {
  // A method the provider does not offer (fast pay with iyzico) is refused before any order is written.
  if (request.paymentType === "fastPay" && !bank.startFastPay)
    return { success: false, reason: NEED_PAYMENT_TYPE, field: "checkoutPaymentType" };
  const bonus = request.paymentType === "creditCard" && request.card ? request.cardBonusKurus : 0;
  // More points than the card holds: refused before any order is written.
  if (bonus > 0 && (!bank.cardPoints || bonus > (await bank.cardPoints(request.card!))))
    return { success: false, reason: BAD_POINTS, field: "cardBonus" };
  const orderRequest = { ...request, paymentDescription: paymentTypeLabel(request.paymentType), renderContract: renderOrderContract };
  let placed = await placeOrder(db, orderRequest);
  if (!placed.ok && placed.waitsForBank) {
    // Another attempt's bank page is still open on the basket's order: called off first (paid after
    // all, the order stands), then this attempt goes on with that order. An attempt placed meanwhile
    // (placeOrder's locked path answers 'in progress' then) is left alone.
    const paidAfterAll = await settleOpenAttempt(db, bank, request.visitor, request.idempotencyKey);
    if (paidAfterAll) return done(db, { ...paidAfterAll, status: "confirmed" });
    placed = await placeOrder(db, orderRequest);
  }
  if (!placed.ok) return { success: false, reason: placed.reason, field: placed.field };
  const order = placed.order;
  if (!order.replay && request.marketing)
    await recordCheckoutConsent(
      db,
      { userId: request.visitor.userId, email: request.email, ...request.marketing },
      request.buyerIp ?? null,
    );
  if (order.replay && order.status === "paymentFailed")
    return { success: false, reason: (await currentAttempt(db, order.id))?.failureReason || PAYMENT_ERROR };
  if (order.status !== "awaitingPayment") return done(db, order);

  if (order.replay) return replayed(db, order.id);

  const returnUrl = `${request.origin}${href("/payment/callback")}`;
  try {
    // The bank charges the order total, in installments the total of the plan it offers this card.
    const charged = await chargedAmount(db, bank, request, order.totalKurus);
    if (!charged.ok) return { ...(await undo(db, order.paymentId, bank.name, charged.reason)), field: "paymentInstallment" };
    const { amountKurus } = charged;
    // The order as the provider is told it, when it asks (iyzico: the buyer, addresses and basket).
    const told = bank.needsOrder ? { order: await paymentOrderOf(db, order.id, request.buyerIp ?? "127.0.0.1") } : {};
    if (order.paymentType === "bkmExpress") {
      const started = await bank.startBkm({ reference: order.orderNumber, amountKurus, returnUrl, ...told });
      await attachTransaction(db, order.paymentId, { provider: bank.name, transactionId: started.transactionId });
      await rememberRedirect(db, order.paymentId, started.ticket.path, amountKurus);
      return { success: true, bkm: true, ticket: started.ticket };
    }
    if (order.paymentType === "fastPay" && bank.startFastPay) {
      const started = await bank.startFastPay({ reference: order.orderNumber, amountKurus, returnUrl });
      await attachTransaction(db, order.paymentId, { provider: bank.name, transactionId: started.transactionId });
      return { success: true, fastpay: true, endpoint: started.endpoint, formData: started.formData };
    }
    const card = order.paymentType === "tokenPayment" ? request.savedCard : request.card;
    if (!card) return undo(db, order.paymentId, bank.name, PAYMENT_ERROR);
    // Not more points than the amount charged (the order's total, known once it is placed).
    const pointsKurus = order.paymentType === "creditCard" ? bonus : 0;
    if (pointsKurus > amountKurus) return { ...(await undo(db, order.paymentId, bank.name, BAD_POINTS)), field: "cardBonus" };
    const started = await bank.startCardPayment({
      reference: order.orderNumber,
      amountKurus,
      installment: request.installment,
      installmentExtra: request.installmentExtra,
      card,
      saveCard: request.saveCard && request.visitor.userId != null,
      holderUserId: request.visitor.userId ?? undefined,
      returnUrl,
      ...(pointsKurus > 0 ? { pointsKurus } : {}),
      ...told,
    });
    if (started.kind === "declined") return undo(db, order.paymentId, bank.name, started.reason, started.transactionId);
    await attachTransaction(db, order.paymentId, { provider: bank.name, transactionId: started.transactionId });
    await rememberRedirect(db, order.paymentId, started.url, amountKurus, pointsKurus);
    return { success: true, threeDsPayment: true, threeDsUrl: started.url };
  } catch (error) {
    logError("Ödeme başlatılamadı", error, { order: order.orderNumber });
    return undo(db, order.paymentId, bank.name, PAYMENT_ERROR);
  }
}

/** How long a repeated request waits for the first one's bank page (a double click: the first is still at the bank). */
export const REPLAY_WAIT_MS = 15_000;
const REPLAY_POLL_MS = 100;

/**
 * The same request again (its idempotency key) while its attempt is still being started at the bank:
 * it waits for that attempt's bank page and answers it too, or the attempt's refusal; a first
 * request that never got that far answers 'Bir hata oluştu…'.
 */
async function replayed(db: Db, orderId: number, now = () => Date.now()): Promise<PayResponse> {
  const until = now() + REPLAY_WAIT_MS;
  for (;;) {
    const attempt = await currentAttempt(db, orderId);
    if (attempt?.redirectUrl) return resume(attempt.type, attempt.redirectUrl);
    if (attempt && !OUT_AT_BANK.includes(attempt.status)) return { success: false, reason: attempt.failureReason || PAYMENT_ERROR };
    if (!attempt || now() >= until) return { success: false, reason: PAYMENT_ERROR };
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
  }
}

async function rememberRedirect(db: Db, paymentId: number, url: string, amountKurus: number, cardPointsKurus = 0) {
  await db.update(payments).set({ redirectUrl: url, amountKurus, cardPointsKurus }).where(eq(payments.id, paymentId));
}

function resume(type: string, url: string): PayResponse {
  if (type === "bkmExpress") return { success: true, bkm: true, ticket: { id: url.split("/").pop() ?? "", path: url, token: "" } };
  return { success: true, threeDsPayment: true, threeDsUrl: url };
}

/** The attempt failed before reaching the bank's page: its order gives back what it held and waits for the next attempt. */
async function undo(db: Db, paymentId: number, provider: string, reason: string, transactionId = ""): Promise<PayResponse> {
  await settlePayment(db, paymentId, { status: "declined", reason, provider, transactionId });
  return { success: false, reason };
}

/** The order stands (paid, or needing no online payment): its summary. */
async function done(db: Db, order: Pick<PlacedOrder, "id" | "orderHash" | "orderNumber" | "totalKurus" | "status">): Promise<PayResponse> {
  if (order.status === "cancelled") return { success: false, reason: PAYMENT_ERROR };
  return { success: true, redirectUrl: summaryUrl(order.orderHash), data: await orderSummaryJson(db, order) };
}

/** The spec's order summary (section 3: order_hash, total_price, items). */
export async function orderSummaryJson(db: Db, order: { id: number; orderHash: string; orderNumber: string; totalKurus: number }) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return {
    order_hash: order.orderHash,
    order_number: order.orderNumber,
    total_price: toLira(order.totalKurus),
    items: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      price: toLira(l.unitPriceKurus),
      total_price: toLira(l.totalPriceKurus),
    })),
  };
}
