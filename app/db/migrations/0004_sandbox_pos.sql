CREATE TABLE "sandbox_pos_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"holder_user_id" integer NOT NULL,
	"masked_pan" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"holder_name" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"bank_name" text,
	"card_family" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_pos_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_kurus" integer NOT NULL,
	"installment" smallint DEFAULT 1 NOT NULL,
	"installment_extra" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"return_url" text NOT NULL,
	"masked_pan" text,
	"bin" text,
	"last4" text,
	"holder_name" text,
	"expiry_month" smallint,
	"expiry_year" smallint,
	"bank_name" text,
	"card_family" text,
	"card_token" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"holder_user_id" integer,
	"bank_decline_reason" text,
	"refunded_kurus" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_pos_cards_user_idx" ON "sandbox_pos_cards" USING btree ("holder_user_id");--> statement-breakpoint
CREATE INDEX "sandbox_pos_transactions_reference_idx" ON "sandbox_pos_transactions" USING btree ("reference");