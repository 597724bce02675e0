CREATE TYPE "public"."letter_of_credit_status" AS ENUM('ISSUED', 'ADVISED', 'DOCUMENTS_PRESENTED', 'DISCREPANT', 'ACCEPTED', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."payment_trigger" AS ENUM('ON_ORDER', 'BEFORE_LOADING', 'AGAINST_BL_COPY', 'ON_ARRIVAL', 'AGAINST_DOCUMENTS');--> statement-breakpoint
CREATE TABLE "letter_of_credit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_of_credit_id" uuid NOT NULL,
	"status" "letter_of_credit_status" NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letters_of_credit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"issuing_bank" text NOT NULL,
	"advising_bank" text,
	"amount" numeric(16, 2) NOT NULL,
	"expiry_date" date NOT NULL,
	"latest_shipment_date" date NOT NULL,
	"presentation_days" integer NOT NULL,
	"status" "letter_of_credit_status" DEFAULT 'ISSUED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_of_credit_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "payment_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"receipt_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"trigger" "payment_trigger" NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_receipts_open_idx";--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "instalment_id" uuid;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "verified_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "letter_of_credit_history" ADD CONSTRAINT "letter_of_credit_history_letter_of_credit_id_letters_of_credit_id_fk" FOREIGN KEY ("letter_of_credit_id") REFERENCES "public"."letters_of_credit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_of_credit_history" ADD CONSTRAINT "letter_of_credit_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters_of_credit" ADD CONSTRAINT "letters_of_credit_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_receipt_id_order_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."order_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_credits" ADD CONSTRAINT "payment_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instalments" ADD CONSTRAINT "payment_instalments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_of_credit_history_idx" ON "letter_of_credit_history" USING btree ("letter_of_credit_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_credits_instalment_idx" ON "payment_credits" USING btree ("instalment_id");--> statement-breakpoint
CREATE INDEX "payment_credits_order_idx" ON "payment_credits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_credits_receipt_idx" ON "payment_credits" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instalments_order_position_idx" ON "payment_instalments" USING btree ("order_id","position");--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_instalment_id_payment_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_receipts_waiting_idx" ON "order_receipts" USING btree ("instalment_id") WHERE "order_receipts"."status" = 'SUBMITTED';--> statement-breakpoint
CREATE INDEX "order_receipts_instalment_idx" ON "order_receipts" USING btree ("instalment_id","created_at");--> statement-breakpoint
-- Data (written by hand): every existing order gets the default plan of its payment term, as
-- src/shared/payments/plans.ts defaultPlan and splitAmounts make it (a TT deposit is 30 % of
-- the total rounded half up to the cent, the balance the rest).
INSERT INTO "payment_instalments" ("order_id", "position", "label", "percent", "amount", "trigger", "days", "created_at")
SELECT o."id", p."position", p."label", p."percent",
  CASE WHEN o."payment_term" <> 'TT' THEN o."cost"
       WHEN p."position" = 0 THEN round(o."cost" * 0.30, 2)
       ELSE o."cost" - round(o."cost" * 0.30, 2) END,
  p."trigger"::"payment_trigger", p."days", o."created_at"
FROM "orders" o
JOIN (VALUES
  ('TT', 0, 'Deposit', 30, 'ON_ORDER', 7),
  ('TT', 1, 'Balance', 70, 'AGAINST_BL_COPY', 7),
  ('LC', 0, 'Letter of credit', 100, 'AGAINST_DOCUMENTS', 5),
  ('CAD', 0, 'Against documents', 100, 'AGAINST_DOCUMENTS', 7),
  ('DP', 0, 'Against documents', 100, 'AGAINST_DOCUMENTS', 7)
) AS p("term", "position", "label", "percent", "trigger", "days") ON p."term" = o."payment_term"::text;--> statement-breakpoint
-- The single payment proof of an order becomes a proof of its first instalment, for that
-- instalment's amount, paid on the day it was uploaded; a verified one credits it in full.
UPDATE "order_receipts" r SET
  "instalment_id" = i."id",
  "amount" = i."amount",
  "paid_on" = (r."created_at" AT TIME ZONE 'UTC')::date,
  "verified_amount" = CASE WHEN r."status" = 'VERIFIED' THEN i."amount" END
FROM "payment_instalments" i
WHERE i."order_id" = r."order_id" AND i."position" = 0;--> statement-breakpoint
INSERT INTO "payment_credits" ("order_id", "instalment_id", "amount", "receipt_id", "created_by", "created_at")
SELECT r."order_id", r."instalment_id", r."verified_amount", r."id", r."decided_by", coalesce(r."decided_at", r."created_at")
FROM "order_receipts" r
WHERE r."status" = 'VERIFIED' AND r."instalment_id" IS NOT NULL;
