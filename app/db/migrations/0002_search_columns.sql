ALTER TABLE "catalog_items" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_items_search_trgm_idx" ON "catalog_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_sizes_idx" ON "catalog_items" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "catalog_items_rating_idx" ON "catalog_items" USING btree ("rating_avg");