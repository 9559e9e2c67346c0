ALTER TABLE "return_requests" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "return_requests" SET "code" = 'IAD-' || "id" WHERE "code" IS NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_code_line_uq" ON "return_requests" USING btree ("code","order_line_id");--> statement-breakpoint
CREATE INDEX "return_requests_open_idx" ON "return_requests" USING btree ("status","updated_at") WHERE "return_requests"."status" in ('requested', 'approved', 'received');--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_qty_ck" CHECK ("return_requests"."quantity" > 0);