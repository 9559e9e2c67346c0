ALTER TABLE "catalog_items" DROP CONSTRAINT "catalog_items_vat_ck";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "gift_list_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "amount_kurus" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_list_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_gift_list_id_gift_lists_id_fk" FOREIGN KEY ("gift_list_id") REFERENCES "public"."gift_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_list_id_gift_lists_id_fk" FOREIGN KEY ("gift_list_id") REFERENCES "public"."gift_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id") WHERE "gift_cards"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_vat_ck" CHECK ("catalog_items"."vat_rate" in (0, 1, 10, 20));