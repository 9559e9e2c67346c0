ALTER TABLE "payments" ADD COLUMN "card_points_kurus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_pos_transactions" ADD COLUMN "points_kurus" integer DEFAULT 0 NOT NULL;