import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  type NewSubscriptionPlanRow,
  type SubscriptionPlanRow,
  subscriptionPlans,
} from "../../db/schema/index.js";

/** Active plans, cheapest first; equal prices in name order so the "Most Popular" card never moves. */
export async function listActivePlans(db: Db): Promise<SubscriptionPlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.priceMinor), asc(sql`lower(${subscriptionPlans.name})`));
}

/** Inserts plans whose name is not taken yet and returns how many were new; existing plans are left as they are. */
export async function insertMissingPlans(db: Db, plans: NewSubscriptionPlanRow[]): Promise<number> {
  if (plans.length === 0) return 0;
  const inserted = await db
    .insert(subscriptionPlans)
    .values(plans)
    .onConflictDoNothing()
    .returning({ id: subscriptionPlans.id });
  return inserted.length;
}

/** Inserts one plan (tests and admin tooling). */
export async function insertPlan(db: Db, plan: NewSubscriptionPlanRow): Promise<SubscriptionPlanRow> {
  const [row] = await db.insert(subscriptionPlans).values(plan).returning();
  if (!row) throw new Error("plan insert returned nothing");
  return row;
}
