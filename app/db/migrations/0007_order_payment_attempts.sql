-- Orders whose online payment failed used to be cancelled and listed to the shopper as 'Ödeme Alınamadı'.
-- They were never paid: they become paymentFailed (what they held was given back when they were cancelled).
UPDATE "orders" SET "status" = 'paymentFailed'
WHERE "status" = 'cancelled'
  AND "payment_type" IN ('creditCard', 'tokenPayment', 'bkmExpress', 'fastPay')
  AND NOT EXISTS (SELECT 1 FROM "payments" "p" WHERE "p"."order_id" = "orders"."id" AND "p"."status" IN ('approved', 'refunded'));
--> statement-breakpoint
-- A basket with several unpaid orders (made before one basket had one): the newest stays the basket's,
-- one still waiting for the bank first; the others keep their state (reconciliation still settles them) but leave the basket.
UPDATE "orders" SET "cart_id" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "cart_id" ORDER BY ("status" = 'awaitingPayment') DESC, "id" DESC) AS "rank"
    FROM "orders" WHERE "cart_id" IS NOT NULL AND "status" IN ('awaitingPayment', 'paymentFailed')
  ) "ranked" WHERE "rank" > 1
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_unpaid_uq" ON "orders" USING btree ("cart_id") WHERE "orders"."status" in ('awaitingPayment', 'paymentFailed');
