CREATE SEQUENCE "public"."receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"price_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"paid_amount_minor" integer,
	"paid_currency" char(3),
	"payment_reference" text,
	"paid_on" date,
	"receipt_number" integer,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_status_check" CHECK ("conversions"."status" in ('converted_online', 'converted_offline')),
	CONSTRAINT "conversions_state_check" CHECK ("conversions"."state" in ('awaiting_payment', 'pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "conversions_provider_check" CHECK ("conversions"."provider" in ('manual', 'stripe', 'internal')),
	CONSTRAINT "conversions_amounts_check" CHECK ("conversions"."price_minor" >= 0 and ("conversions"."paid_amount_minor" is null or "conversions"."paid_amount_minor" >= 0)),
	CONSTRAINT "conversions_approved_check" CHECK ("conversions"."state" <> 'approved' or ("conversions"."receipt_number" is not null and "conversions"."paid_amount_minor" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"outcome" text NOT NULL,
	"outcome_detail" text,
	"conversion_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('applied', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"student_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"conversion_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"plan_name" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"max_universities" integer NOT NULL,
	"max_countries" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'ended', 'replaced')),
	CONSTRAINT "subscriptions_source_check" CHECK ("subscriptions"."source" in ('online', 'offline'))
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP CONSTRAINT "subscription_plans_price_check";--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD COLUMN "conversion_status" text;--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD COLUMN "conversion_id" uuid;--> statement-breakpoint
-- Prices move to integer minor units (decision 041): plans so far had a currency or none (then USD,
-- as the sample plans were), and two decimals.
ALTER TABLE "subscription_plans" ADD COLUMN "price_minor" integer;--> statement-breakpoint
UPDATE "subscription_plans" SET "price_minor" = round("price" * 100)::integer, "currency" = coalesce("currency", 'USD');--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "price_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_student_idx" ON "conversions" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "conversions_state_idx" ON "conversions" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_provider_reference_key" ON "conversions" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_receipt_number_key" ON "conversions" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_one_pending_key" ON "conversions" USING btree ("student_id") WHERE "conversions"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_key" ON "subscriptions" USING btree ("student_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_conversion_key" ON "subscriptions" USING btree ("conversion_id");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD CONSTRAINT "follow_up_notes_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_notes_conversion_key" ON "follow_up_notes" USING btree ("conversion_id");--> statement-breakpoint
ALTER TABLE "follow_up_notes" ADD CONSTRAINT "follow_up_notes_conversion_status_check" CHECK ("follow_up_notes"."conversion_status" in ('converted_online', 'converted_offline'));--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "subscription_plans" DROP COLUMN "price";
