/**
 * Where an order stands (orders.status), and which orders the shopper sees as orders.
 *   - awaitingPayment: an online payment (card, saved card, BKM Express, fast pay) is out at the
 *     bank; the order holds its stock, Joker points and voucher amount until the bank answers;
 *   - paymentFailed: its last payment attempt was declined, refused or abandoned; it holds nothing
 *     and waits for its basket's next attempt, which pays this same order (priced again);
 *   - awaitingTransfer: placed, the bank transfer still to arrive;
 *   - confirmed: paid, or needing no online payment (door, zero total);
 *   - cancelled: a placed order called off.
 * An order that was never paid (the first two) is not an order to the shopper: Siparişlerim and the
 * order summary leave it out. A basket has at most one of them (orders_cart_unpaid_uq).
 */
export type OrderStatus = "awaitingPayment" | "paymentFailed" | "awaitingTransfer" | "confirmed" | "cancelled";

export const UNPAID_STATUSES = ["awaitingPayment", "paymentFailed"] as const satisfies readonly OrderStatus[];

export type UnpaidStatus = (typeof UNPAID_STATUSES)[number];
/** The statuses of orders the shopper sees. */
export type PlacedStatus = Exclude<OrderStatus, UnpaidStatus>;

export const isPlaced = (status: string): status is PlacedStatus => !(UNPAID_STATUSES as readonly string[]).includes(status);

/**
 * How an order reaches its shopper, the one rule behind its delivery words (Siparişlerim, the
 * order's page, the back office):
 *   - storeSale: bought at a store's till (isoffline): 'Mağaza Alışverişi', handed over there;
 *   - email:     gift cards alone (nothing ships): their codes go by e-mail;
 *   - pickup:    a web order collected at a store ('Mağazadan Teslim');
 *   - address:   a web order sent to an address by a carrier.
 * `ships`: whether any line is not a gift card (isGiftCardSku).
 */
export type OrderFulfilment = "address" | "pickup" | "storeSale" | "email";

export function orderFulfilment(order: { isOffline: boolean; deliveryType: string; ships: boolean }): OrderFulfilment {
  if (order.isOffline) return "storeSale";
  if (!order.ships) return "email";
  return order.deliveryType === "getShop" ? "pickup" : "address";
}

export const FULFILMENT_LABELS: Record<OrderFulfilment, string> = {
  address: "Adrese Teslim",
  pickup: "Mağazadan Teslim",
  storeSale: "Mağaza Alışverişi",
  email: "E-posta ile Teslim",
};

/** A gift card's codes went out by e-mail (the order stood); the words of its status badge. */
export const EMAILED = "E-posta ile Gönderildi";
