CREATE TYPE "public"."quote_status" AS ENUM('ACTIVE', 'ACCEPTED', 'DECLINED', 'SUPERSEDED');--> statement-breakpoint
ALTER TYPE "public"."message_type" ADD VALUE 'QUOTE';--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" "quote_status" DEFAULT 'ACTIVE' NOT NULL,
	"country_of_origin" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"price_per_mt" numeric(14, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"incoterm" "shipping_term" NOT NULL,
	"named_place" text NOT NULL,
	"payment_term" "payment_term" NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quote_data" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_inquiry_version_idx" ON "quotes" USING btree ("inquiry_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_active_idx" ON "quotes" USING btree ("inquiry_id") WHERE "quotes"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "quotes_buyer_idx" ON "quotes" USING btree ("buyer_id","created_at");