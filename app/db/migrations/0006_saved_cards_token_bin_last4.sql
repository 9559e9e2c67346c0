ALTER TABLE "saved_cards" DROP COLUMN "holder_name";--> statement-breakpoint
ALTER TABLE "saved_cards" DROP COLUMN "expiry_month";--> statement-breakpoint
ALTER TABLE "saved_cards" DROP COLUMN "expiry_year";