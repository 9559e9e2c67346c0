ALTER TABLE "comments" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "purchased" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_pending_idx" ON "comments" USING btree ("created_at") WHERE "comments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "comments_user_catalog_idx" ON "comments" USING btree ("user_id","catalog_id");--> statement-breakpoint
UPDATE "comments" SET "reviewed_by" = "approved_by", "reviewed_at" = "approved_at";