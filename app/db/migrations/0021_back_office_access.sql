CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"manager_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"summary" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manager_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"store_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "managers_role_ck" CHECK ("managers"."role" in ('owner', 'orders', 'catalogue', 'store')),
	CONSTRAINT "managers_store_ck" CHECK (("managers"."role" = 'store') = ("managers"."store_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_reviewed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_sessions" ADD CONSTRAINT "manager_sessions_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_manager_idx" ON "audit_log" USING btree ("manager_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "manager_sessions_manager_idx" ON "manager_sessions" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "manager_sessions_expires_idx" ON "manager_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_email_uq" ON "managers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_phone_uq" ON "managers" USING btree ("phone");--> statement-breakpoint
-- Data move (written by hand): back-office managers leave the members' table.
-- Every account that was a manager becomes an active owner with the same password hash, phone and name.
INSERT INTO "managers" ("email", "name", "phone", "password_hash", "role", "store_id", "active", "created_at")
SELECT lower("email"), coalesce(nullif(trim("firstname" || ' ' || "lastname"), ''), lower("email")), "phone", "password_hash", 'owner', NULL, true, "created_at"
FROM "users" WHERE "role" = 'manager' ORDER BY "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An account that reviewed comments but is no longer a manager keeps its name on those decisions,
-- as an inactive manager of the team that moderates comments (it cannot sign in).
INSERT INTO "managers" ("email", "name", "phone", "password_hash", "role", "store_id", "active", "created_at")
SELECT lower(u."email"), coalesce(nullif(trim(u."firstname" || ' ' || u."lastname"), ''), lower(u."email")), u."phone", u."password_hash", 'catalogue', NULL, false, u."created_at"
FROM "users" u WHERE u."role" <> 'manager' AND EXISTS (SELECT 1 FROM "comments" c WHERE c."reviewed_by" = u."id") ORDER BY u."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- comments.reviewed_by named a users row: it names that person's managers row now (matched by e-mail).
UPDATE "comments" c SET "reviewed_by" = m."id"
FROM "users" u JOIN "managers" m ON m."email" = lower(u."email")
WHERE c."reviewed_by" = u."id";--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_reviewed_by_managers_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";