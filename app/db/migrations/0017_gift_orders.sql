ALTER TABLE "carts" ADD COLUMN "kind" text DEFAULT 'own' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_list_purchases" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "gift_list_purchases" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_list_item_id" integer;--> statement-breakpoint
ALTER TABLE "gift_list_purchases" ADD CONSTRAINT "gift_list_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gift_list_item_id_gift_list_items_id_fk" FOREIGN KEY ("gift_list_item_id") REFERENCES "public"."gift_list_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "cart_items" SET "gift_list_item_id" = NULL WHERE "gift_list_item_id" IS NOT NULL AND "gift_list_item_id" NOT IN (SELECT "id" FROM "gift_list_items");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_gift_list_item_id_gift_list_items_id_fk" FOREIGN KEY ("gift_list_item_id") REFERENCES "public"."gift_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_list_purchases_order_item_uq" ON "gift_list_purchases" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "gift_list_purchases_item_idx" ON "gift_list_purchases" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_lines_gift_item_idx" ON "order_lines" USING btree ("gift_list_item_id") WHERE "order_lines"."gift_list_item_id" is not null;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_kind_ck" CHECK ("carts"."kind" in ('own', 'gift'));
