CREATE TABLE "payment_instructions" (
	"currency" text PRIMARY KEY NOT NULL,
	"beneficiary" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"swift" text NOT NULL,
	"bank_address" text NOT NULL,
	"reference_wording" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;