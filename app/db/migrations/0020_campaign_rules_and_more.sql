CREATE TABLE "order_campaigns" (
	"order_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"title" text NOT NULL,
	"discount_kurus" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_campaigns_order_id_campaign_id_pk" PRIMARY KEY("order_id","campaign_id"),
	CONSTRAINT "order_campaigns_discount_ck" CHECK ("order_campaigns"."discount_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reward_campaign_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_entries_kind_ck" CHECK ("point_entries"."kind" in ('earned', 'spent', 'returned', 'revoked')),
	CONSTRAINT "point_entries_points_ck" CHECK ("point_entries"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "smile_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"phone" text NOT NULL,
	"link" text NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_runs" (
	"subscription_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"order_id" integer,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_runs_subscription_id_due_date_pk" PRIMARY KEY("subscription_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_address_id_addresses_id_fk";
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "kind" text DEFAULT 'basketPercent' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "amount_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "min_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "buy_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pay_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "catalog_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "club_event_registrations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "campaign_discount_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_discount_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quantity" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "package_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "audience" text DEFAULT 'bebek' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "saved_card_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reward_campaign_code" text;--> statement-breakpoint
ALTER TABLE "order_campaigns" ADD CONSTRAINT "order_campaigns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smile_deals" ADD CONSTRAINT "smile_deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "smile_deals_ip_idx" ON "smile_deals" USING btree ("ip_hash","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reward_campaign_code_reward_campaigns_code_fk" FOREIGN KEY ("reward_campaign_code") REFERENCES "public"."reward_campaigns"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("estimated_send_date") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
-- A subscription stopped before this migration stays stopped.
UPDATE "subscriptions" SET "status" = 'cancelled' WHERE "active" = false;--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_kind_ck" CHECK ("campaigns"."kind" in ('percent', 'amount', 'basketPercent', 'buyXPayY', 'basketAmount'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_values_ck" CHECK ("campaigns"."discount_percent" between 0 and 100 and "campaigns"."amount_kurus" >= 0 and "campaigns"."min_kurus" >= 0 and "campaigns"."buy_count" >= 0 and "campaigns"."pay_count" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_ck" CHECK ("subscriptions"."status" in ('active', 'paused', 'cancelled'));--> statement-breakpoint
-- Campaigns written before they were rules: each prices its own listing's category (its link,
-- /kategori/{slug}) as 'sepette %X'; one whose link names no category takes nothing off (0 %)
-- rather than discounting the whole shop.
UPDATE "campaigns" SET "category_ids" = ARRAY(SELECT "id" FROM "categories" WHERE '/kategori/' || "categories"."slug" = "campaigns"."link");--> statement-breakpoint
UPDATE "campaigns" SET "discount_percent" = 0 WHERE cardinality("category_ids") = 0;
