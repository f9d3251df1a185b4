CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"currency" char(3),
	"is_active" boolean DEFAULT true NOT NULL,
	"max_universities" integer NOT NULL,
	"max_countries" integer NOT NULL,
	"support_type" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price" >= 0),
	CONSTRAINT "subscription_plans_currency_check" CHECK ("subscription_plans"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "subscription_plans_limits_check" CHECK ("subscription_plans"."max_universities" >= 0 and "subscription_plans"."max_countries" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_name_lower_key" ON "subscription_plans" USING btree (lower("name"));