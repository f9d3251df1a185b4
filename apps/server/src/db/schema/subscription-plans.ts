import { sql } from "drizzle-orm";
import { boolean, char, check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";

/**
 * The plans of /plans. `price_minor` is the yearly price in the currency's minor units (cents for
 * USD), an integer: money is never a float (decision 041). `max_universities` 999999 and
 * `max_countries` 999 are the spec's "unlimited" and "all". `is_sample` marks the demo plans
 * SEED_DEMO creates, so the page can say their prices are examples. `is_popular` is the plan an
 * admin marks "Most Popular" on /plans: at most one, and none until an admin says so.
 */
export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: idColumn(),
    name: text().notNull(),
    description: text(),
    priceMinor: integer().notNull(),
    /** ISO 4217: every amount carries its currency. */
    currency: char({ length: 3 }).notNull(),
    isActive: boolean().notNull().default(true),
    maxUniversities: integer().notNull(),
    maxCountries: integer().notNull(),
    supportType: text().notNull(),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    isSample: boolean().notNull().default(false),
    isPopular: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // The name picks the card's icon and colour, so "Explorer" and "explorer" are one plan.
    uniqueIndex("subscription_plans_name_lower_key").on(sql`lower(${t.name})`),
    // One "Most Popular" plan at most: marking another unmarks it in the same transaction.
    uniqueIndex("subscription_plans_one_popular_key").on(t.isPopular).where(sql`${t.isPopular}`),
    check("subscription_plans_price_check", sql`${t.priceMinor} >= 0`),
    check("subscription_plans_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("subscription_plans_limits_check", sql`${t.maxUniversities} >= 0 and ${t.maxCountries} >= 0`),
  ],
);
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type NewSubscriptionPlanRow = typeof subscriptionPlans.$inferInsert;
