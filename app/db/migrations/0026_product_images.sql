CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"large_width" integer NOT NULL,
	"large_height" integer NOT NULL,
	"large_bytes" "bytea" NOT NULL,
	"medium_width" integer NOT NULL,
	"medium_height" integer NOT NULL,
	"medium_bytes" "bytea" NOT NULL,
	"small_width" integer NOT NULL,
	"small_height" integer NOT NULL,
	"small_bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "main_image" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_catalog_id_catalog_items_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_catalog_idx" ON "product_images" USING btree ("catalog_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_content_uq" ON "product_images" USING btree ("catalog_id","content_hash");