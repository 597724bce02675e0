CREATE TABLE "bank_statement_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"entry_key" text NOT NULL,
	"position" integer NOT NULL,
	"booked_on" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"counterparty" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instalment_id" uuid,
	"matched_by" uuid,
	"matched_at" timestamp with time zone,
	CONSTRAINT "bank_statement_entries_entry_key_unique" UNIQUE("entry_key")
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_hash" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_file_hash_unique" UNIQUE("file_hash")
);
--> statement-breakpoint
ALTER TABLE "payment_credits" ADD COLUMN "statement_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_entries" ADD CONSTRAINT "bank_statement_entries_matched_by_users_id_fk" FOREIGN KEY ("matched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_entries_statement_idx" ON "bank_statement_entries" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_credits_statement_entry_idx" ON "payment_credits" USING btree ("statement_entry_id");