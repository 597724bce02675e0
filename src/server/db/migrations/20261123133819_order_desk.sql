CREATE TYPE "public"."order_document_type" AS ENUM('PROFORMA_INVOICE', 'COMMERCIAL_INVOICE', 'PACKING_LIST', 'BILL_OF_LADING', 'CERTIFICATE_OF_ORIGIN', 'PHYTOSANITARY_CERTIFICATE', 'INSPECTION_CERTIFICATE', 'INSURANCE_CERTIFICATE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."receipt_status" AS ENUM('SUBMITTED', 'VERIFIED', 'REJECTED');--> statement-breakpoint
ALTER TYPE "public"."order_event" ADD VALUE 'receipt_verified';--> statement-breakpoint
ALTER TYPE "public"."order_event" ADD VALUE 'receipt_rejected';--> statement-breakpoint
ALTER TYPE "public"."order_event" ADD VALUE 'document';--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"type" "order_document_type" NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_documents_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "order_receipts" DROP CONSTRAINT "order_receipts_order_id_unique";--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "status" "receipt_status" DEFAULT 'SUBMITTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_receipts" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "order_receipts" ADD CONSTRAINT "order_receipts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_receipts_open_idx" ON "order_receipts" USING btree ("order_id") WHERE "order_receipts"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "order_receipts_order_idx" ON "order_receipts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");