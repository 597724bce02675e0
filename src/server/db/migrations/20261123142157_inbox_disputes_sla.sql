CREATE TABLE "dispute_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"author_id" uuid,
	"author_type" "user_type" NOT NULL,
	"message" text,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortcut" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canned_replies_shortcut_unique" UNIQUE("shortcut")
);
--> statement-breakpoint
CREATE TABLE "chat_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"agent_id" uuid,
	"waiting_since" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"buyer_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"assignee_id" uuid,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"order_requested_at" timestamp with time zone,
	"buyer_read_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('OPEN','PENDING','RESOLVED'))
);
--> statement-breakpoint
CREATE TABLE "sla_targets" (
	"metric" text PRIMARY KEY NOT NULL,
	"minutes" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "first_answered_by" uuid;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_updates" ADD CONSTRAINT "dispute_updates_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_updates" ADD CONSTRAINT "dispute_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_responses" ADD CONSTRAINT "chat_responses_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_responses" ADD CONSTRAINT "chat_responses_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notes" ADD CONSTRAINT "conversation_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_targets" ADD CONSTRAINT "sla_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_updates_dispute_idx" ON "dispute_updates" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_responses_answered_idx" ON "chat_responses" USING btree ("answered_at");--> statement-breakpoint
CREATE INDEX "conversation_notes_buyer_idx" ON "conversation_notes" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_last_seq_idx" ON "conversations" USING btree ("last_seq");--> statement-breakpoint
CREATE INDEX "conversations_status_idx" ON "conversations" USING btree ("status","last_seq");--> statement-breakpoint
CREATE INDEX "conversations_assignee_idx" ON "conversations" USING btree ("assignee_id","last_seq");--> statement-breakpoint
CREATE INDEX "conversations_waiting_idx" ON "conversations" USING btree ("waiting_since") WHERE "conversations"."waiting_since" is not null;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_first_answered_by_users_id_fk" FOREIGN KEY ("first_answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "messages_text_search_idx" ON "messages" USING gin (to_tsvector('simple', "message"));--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('OPEN','UNDER_REVIEW','AWAITING_BUYER','RESOLVED','REJECTED'));--> statement-breakpoint
-- Every buyer who already wrote gets their conversation row, waiting since their first
-- message after the agents' last one.
INSERT INTO "conversations" ("buyer_id", "status", "last_seq", "last_message_at", "waiting_since", "updated_at")
SELECT m."buyer_id", 'OPEN', max(m."seq"), max(m."created_at"),
       (SELECT min(b."created_at") FROM "messages" b
         WHERE b."buyer_id" = m."buyer_id" AND b."sender_type" = 'buyer'
           AND b."seq" > coalesce((SELECT max(s."seq") FROM "messages" s
                                    WHERE s."buyer_id" = m."buyer_id" AND s."sender_type" <> 'buyer'), 0)),
       now()
FROM "messages" m GROUP BY m."buyer_id";
