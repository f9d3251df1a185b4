import { sql } from "drizzle-orm";
import { boolean, char, check, integer, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";

/**
 * The plans of /plans. `price` is a yearly amount, exact (numeric, read as a string, never a
 * float). `max_universities` 999999 and `max_countries` 999 are the spec's "unlimited" and "all".
 * `is_sample` marks the demo plans SEED_DEMO creates, so the page can say their prices are examples.
 */
export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: idColumn(),
    name: text().notNull(),
    description: text(),
    price: numeric({ precision: 10, scale: 2, mode: "string" }).notNull(),
    /** ISO 4217; null shows a bare amount. */
    currency: char({ length: 3 }),
    isActive: boolean().notNull().default(true),
    maxUniversities: integer().notNull(),
    maxCountries: integer().notNull(),
    supportType: text().notNull(),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    isSample: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    // The name picks the card's icon and colour, so "Explorer" and "explorer" are one plan.
    uniqueIndex("subscription_plans_name_lower_key").on(sql`lower(${t.name})`),
    check("subscription_plans_price_check", sql`${t.price} >= 0`),
    check("subscription_plans_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("subscription_plans_limits_check", sql`${t.maxUniversities} >= 0 and ${t.maxCountries} >= 0`),
  ],
);
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type NewSubscriptionPlanRow = typeof subscriptionPlans.$inferInsert;
