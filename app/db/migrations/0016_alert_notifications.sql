ALTER TABLE "alerts" ADD COLUMN "notified_price_kurus" integer;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "price_at_add_kurus" integer;--> statement-breakpoint
UPDATE "favourites" f SET "price_at_add_kurus" = p."price_kurus" FROM "products" p WHERE p."id" = f."product_id";