CREATE TABLE "gift_list_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list_id" integer,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_list_shares_recipients_ck" CHECK ("gift_list_shares"."recipients" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_list_shares" ADD CONSTRAINT "gift_list_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_list_shares" ADD CONSTRAINT "gift_list_shares_list_id_gift_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."gift_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_list_shares_user_idx" ON "gift_list_shares" USING btree ("user_id","created_at");