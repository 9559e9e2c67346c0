ALTER TABLE "comments" DROP CONSTRAINT "comments_approved_by_users_id_fk";
--> statement-breakpoint
CREATE INDEX "comments_reviewed_idx" ON "comments" USING btree ("reviewed_at" DESC NULLS LAST) WHERE "comments"."reviewed_at" is not null;--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "approved_by";--> statement-breakpoint
ALTER TABLE "comments" DROP COLUMN "approved_at";