ALTER TABLE "subscription_plans" ADD COLUMN "is_popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_one_popular_key" ON "subscription_plans" USING btree ("is_popular") WHERE "subscription_plans"."is_popular";--> statement-breakpoint
-- Decision 063: "Most Popular" is the plan an admin marks, no longer whichever plan is second
-- cheapest. The demo's sample achiever keeps the badge it showed; any other install shows none
-- until an admin marks a plan.
UPDATE "subscription_plans" SET "is_popular" = true WHERE "is_sample" AND "name" = 'achiever';--> statement-breakpoint
-- Plan names are shown as they are written (the pages no longer title-case them), so the demo's
-- sample plans, still under the names the seed gave them, are written as names; so are the
-- subscriptions that copied those names.
UPDATE "subscriptions" SET "plan_name" = initcap("plan_name")
  WHERE "plan_name" IN ('explorer', 'achiever', 'champion', 'legend')
  AND "plan_id" IN (SELECT "id" FROM "subscription_plans" WHERE "is_sample" AND "name" = "subscriptions"."plan_name");--> statement-breakpoint
UPDATE "subscription_plans" SET "name" = initcap("name")
  WHERE "is_sample" AND "name" IN ('explorer', 'achiever', 'champion', 'legend');
