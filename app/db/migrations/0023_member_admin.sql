ALTER TABLE "contact_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(firstname || ' ' || lastname || ' ' || email || ' ' || coalesce(phone, ''), 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))) STORED;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_managers_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_managers_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_event_registrations_user_idx" ON "club_event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_members_user_idx" ON "club_members" USING btree ("user_id") WHERE "club_members"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id") WHERE "consents"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id") WHERE "contact_messages"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("id" DESC NULLS LAST) WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "gift_list_purchases_buyer_idx" ON "gift_list_purchases" USING btree ("buyer_id") WHERE "gift_list_purchases"."buyer_id" is not null;--> statement-breakpoint
CREATE INDEX "smile_deals_user_idx" ON "smile_deals" USING btree ("user_id") WHERE "smile_deals"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);