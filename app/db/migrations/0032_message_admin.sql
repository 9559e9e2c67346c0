-- The back office's list of messages (/yonetim/bildirimler: newest first by created_at and id, filtered by kind or to the failed ones) and the dashboard's count of messages given up in the last day (a failed message's next_attempt_at). See docs/messages.md.
DROP INDEX "outbox_created_idx";--> statement-breakpoint
CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("created_at","id") WHERE "outbox"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "outbox_failed_recent_idx" ON "outbox" USING btree ("next_attempt_at","channel") WHERE "outbox"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");