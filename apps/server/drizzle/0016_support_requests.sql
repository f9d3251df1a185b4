CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_kind" text NOT NULL,
	"user_id" uuid,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'handled')),
	CONSTRAINT "support_requests_topic_check" CHECK ("support_requests"."topic" in ('plans', 'payments', 'account', 'demo', 'other')),
	CONSTRAINT "support_requests_sender_kind_check" CHECK ("support_requests"."sender_kind" in ('guest', 'customer', 'team_member', 'company_profile')),
	CONSTRAINT "support_requests_handled_check" CHECK ("support_requests"."status" <> 'handled' or "support_requests"."handled_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status","created_at");