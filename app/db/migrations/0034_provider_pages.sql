CREATE TABLE "provider_pages" (
	"token" text PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"html" text NOT NULL,
	"form_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_pages" ADD CONSTRAINT "provider_pages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_pages_expires_idx" ON "provider_pages" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "provider_pages_payment_idx" ON "provider_pages" USING btree ("payment_id");