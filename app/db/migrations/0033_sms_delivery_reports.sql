ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "report_due_at" timestamp with time zone;--> statement-breakpoint
-- SMS sent through Netgsm (a numeric job id) before reports were read: asked once the job runs, while Netgsm still keeps them.
UPDATE "outbox" SET "report_due_at" = now() WHERE "channel" = 'sms' AND "state" = 'sent' AND "provider_ref" ~ '^[0-9]+$' AND "sent_at" > now() - interval '3 days';--> statement-breakpoint
CREATE INDEX "outbox_report_due_idx" ON "outbox" USING btree ("report_due_at") WHERE "outbox"."report_due_at" IS NOT NULL;