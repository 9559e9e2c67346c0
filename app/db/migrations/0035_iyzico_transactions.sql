-- A provider page lives 20 minutes and now belongs to the provider's transaction, not the shop's payment: the few kept are dropped.
DELETE FROM "provider_pages";--> statement-breakpoint
ALTER TABLE "provider_pages" DROP CONSTRAINT "provider_pages_payment_id_payments_id_fk";
--> statement-breakpoint
DROP INDEX "provider_pages_payment_idx";--> statement-breakpoint
ALTER TABLE "provider_pages" DROP COLUMN "payment_id";--> statement-breakpoint
CREATE TABLE "iyzico_card_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"card_user_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iyzico_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"refund_key" text NOT NULL,
	"item_id" text NOT NULL,
	"amount_kurus" integer NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iyzico_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"amount_kurus" integer NOT NULL,
	"price_kurus" integer NOT NULL,
	"basket_id" text NOT NULL,
	"installment" smallint DEFAULT 1 NOT NULL,
	"payment_id" text,
	"bkm_token" text,
	"bin" text,
	"last4" text,
	"bank_name" text,
	"card_family" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"holder_user_id" integer,
	"card_token" text,
	"items" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "provider_pages" ADD COLUMN "transaction_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "iyzico_card_users" ADD CONSTRAINT "iyzico_card_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iyzico_refunds" ADD CONSTRAINT "iyzico_refunds_transaction_id_iyzico_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."iyzico_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "iyzico_refunds_key_idx" ON "iyzico_refunds" USING btree ("transaction_id","refund_key","item_id");--> statement-breakpoint
CREATE INDEX "iyzico_transactions_reference_idx" ON "iyzico_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "iyzico_transactions_payment_idx" ON "iyzico_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iyzico_transactions_bkm_token_idx" ON "iyzico_transactions" USING btree ("bkm_token");--> statement-breakpoint
CREATE INDEX "provider_pages_transaction_idx" ON "provider_pages" USING btree ("transaction_id");