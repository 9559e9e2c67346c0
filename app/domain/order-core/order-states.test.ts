import { describe, expect, it } from "vitest";
import { initialStatus, isFinalStatus, orderMove, ORDER_STATUSES, PLACED, type OrderOrigin } from "./order-states";
import { PAYMENT_TYPES } from "#app/domain/pricing/totals";

/** The allowed moves, written out once more by hand: the test fails if the table drifts. */
const ALLOWED = new Set([
  "placed→awaitingPayment",
  "placed→awaitingTransfer",
  "placed→confirmed",
  "paymentFailed→awaitingPayment",
  "paymentFailed→awaitingTransfer",
  "paymentFailed→confirmed",
  "awaitingPayment→confirmed",
  "awaitingPayment→paymentFailed",
  "awaitingTransfer→confirmed",
  "awaitingTransfer→cancelled",
  "confirmed→cancelled",
]);

const ORIGINS: OrderOrigin[] = [PLACED, ...ORDER_STATUSES];

describe("orderMove: every move between every pair of statuses", () => {
  for (const from of ORIGINS) {
    for (const to of ORDER_STATUSES) {
      const key = `${from}→${to}`;
      const allowed = ALLOWED.has(key);
      it(`${key} is ${allowed ? "allowed" : "refused"}`, () => {
        const move = orderMove(from, to);
        expect(move.ok).toBe(allowed);
        if (!move.ok) expect(move.reason).toBe(`sipariş durumu ${from} → ${to} geçişi yok`);
      });
    }
  }
});

describe("the ends of an order's life", () => {
  it("knows every status of an order", () => {
    expect([...ORDER_STATUSES].sort()).toEqual(["awaitingPayment", "awaitingTransfer", "cancelled", "confirmed", "paymentFailed"]);
  });

  it("lets nothing leave a cancelled order, and something leave every other status", () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(["cancelled"]);
  });

  it("starts an online payment waiting for the bank, a transfer waiting for the money, the rest standing", () => {
    expect(Object.fromEntries(PAYMENT_TYPES.map((type) => [type, initialStatus(type)]))).toEqual({
      creditCard: "awaitingPayment",
      tokenPayment: "awaitingPayment",
      bkmExpress: "awaitingPayment",
      fastPay: "awaitingPayment",
      moneyOrder: "awaitingTransfer",
      podCash: "confirmed",
      podCredit: "confirmed",
      cartTotalZero: "confirmed",
    });
    // Every first status is one the table lets a new order (or a failed one paid again) start in.
    for (const type of PAYMENT_TYPES) {
      expect(orderMove(PLACED, initialStatus(type)).ok).toBe(true);
      expect(orderMove("paymentFailed", initialStatus(type)).ok).toBe(true);
    }
  });
});
