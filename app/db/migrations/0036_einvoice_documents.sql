CREATE TABLE "einvoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ettn" text NOT NULL,
	"order_id" integer,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"return_code" text,
	"xml" text NOT NULL,
	"sent_at" timestamp with time zone,
	"integrator_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_documents_ettn_unique" UNIQUE("ettn"),
	CONSTRAINT "einvoice_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "einvoice_documents_kind_ck" CHECK ("einvoice_documents"."kind" in ('SATIS', 'IADE'))
);
--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoice_documents_order_idx" ON "einvoice_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "einvoice_documents_unsent_idx" ON "einvoice_documents" USING btree ("id") WHERE "einvoice_documents"."sent_at" is null;