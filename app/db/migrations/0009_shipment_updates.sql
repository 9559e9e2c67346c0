ALTER TABLE "shipment_events" ADD COLUMN "status_code" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD COLUMN "update_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracking_uq" ON "shipments" USING btree ("tracking_code");--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_update_key_unique" UNIQUE("update_key");