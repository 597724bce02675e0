CREATE TABLE "contact_lead_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"interest" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_lead_replies" ADD CONSTRAINT "contact_lead_replies_lead_id_contact_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lead_replies" ADD CONSTRAINT "contact_lead_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_lead_replies_lead_idx" ON "contact_lead_replies" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "contact_leads_created_idx" ON "contact_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_leads_status_idx" ON "contact_leads" USING btree ("status");