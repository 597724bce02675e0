CREATE TABLE "contract_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"required_before_processing" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"contract_id" uuid NOT NULL,
	"party" text NOT NULL,
	"signer_id" uuid,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"sha256" text NOT NULL,
	"ip" text,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_signatures_contract_id_party_pk" PRIMARY KEY("contract_id","party")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"terms" jsonb NOT NULL,
	"clauses" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"signed_pdf" "bytea",
	"issued_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "screening_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"list_type" text,
	"listed_on" text,
	"name" text NOT NULL,
	"normalised" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "screening_entries_kind_check" CHECK ("screening_entries"."kind" in ('INDIVIDUAL','ENTITY'))
);
--> statement-breakpoint
CREATE TABLE "screening_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"entry_count" integer NOT NULL,
	"name_count" integer NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_lists_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "screening_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"status" text NOT NULL,
	"names" text[] NOT NULL,
	"list_id" uuid,
	"matched_entry_id" uuid,
	"matched_reference" text,
	"matched_name" text,
	"screened_name" text,
	"score" real,
	"screened_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "screening_results_status_check" CHECK ("screening_results"."status" in ('CLEAR','HIT','CLEARED','CONFIRMED'))
);
--> statement-breakpoint
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_entries" ADD CONSTRAINT "screening_entries_list_id_screening_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."screening_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_lists" ADD CONSTRAINT "screening_lists_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_list_id_screening_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."screening_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_matched_entry_id_screening_entries_id_fk" FOREIGN KEY ("matched_entry_id") REFERENCES "public"."screening_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_order_version_key" ON "contracts" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "contracts_number_idx" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "screening_entries_list_idx" ON "screening_entries" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_results_subject_idx" ON "screening_results" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "screening_results_status_idx" ON "screening_results" USING btree ("status");