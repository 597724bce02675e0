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
ALTER TABLE "contract_settings" ADD CONSTRAINT "contract_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_order_version_key" ON "contracts" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "contracts_number_idx" ON "contracts" USING btree ("number");