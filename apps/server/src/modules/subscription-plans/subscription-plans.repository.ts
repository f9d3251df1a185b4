import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import {
  type NewSubscriptionPlanRow,
  type SubscriptionPlanRow,
  subscriptionPlans,
  subscriptions,
} from "../../db/schema/index.js";

// Cheapest first; equal prices in name order so the cards never swap places.
const byPrice = [asc(subscriptionPlans.priceMinor), asc(sql`lower(${subscriptionPlans.name})`)] as const;

/** Active plans, cheapest first. */
export async function listActivePlans(db: Db): Promise<SubscriptionPlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(...byPrice);
}

/** A plan and how many students hold it now (their subscription is active). */
export interface PlanWithSubscribers {
  plan: SubscriptionPlanRow;
  activeSubscriptions: number;
}

/** Every plan, active or not, cheapest first, with its active subscriptions counted in one query. */
export async function listPlansWithSubscribers(db: Db): Promise<PlanWithSubscribers[]> {
  const active = db
    .select({ planId: subscriptions.planId, count: sql<number>`count(*)::int`.as("active_count") })
    .from(subscriptions)
    .where(eq(subscriptions.status, "active"))
    .groupBy(subscriptions.planId)
    .as("active");
  const rows = await db
    .select({ plan: subscriptionPlans, activeSubscriptions: sql<number>`coalesce(${active.count}, 0)` })
    .from(subscriptionPlans)
    .leftJoin(active, eq(active.planId, subscriptionPlans.id))
    .orderBy(...byPrice);
  return rows.map((row) => ({ plan: row.plan, activeSubscriptions: Number(row.activeSubscriptions) }));
}

/** How many students hold the plan now. */
export async function countActiveSubscriptions(db: Db, planId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId), eq(subscriptions.status, "active")));
  return Number(row?.count ?? 0);
}

/** One plan, locked until the caller's transaction ends (an edit reads it, then writes it). */
export async function lockPlan(db: Db, planId: string): Promise<SubscriptionPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId))
    .for("update");
  return row;
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

/** Inserts one plan; a name taken regardless of case throws the database's unique violation. */
export async function insertPlan(db: Db, plan: NewSubscriptionPlanRow): Promise<SubscriptionPlanRow> {
  return writtenRow(await db.insert(subscriptionPlans).values(plan).returning(), "plan insert");
}

/** Writes changes to one plan; a name taken regardless of case throws the database's unique violation. */
export async function updatePlanRow(
  db: Db,
  planId: string,
  changes: Partial<NewSubscriptionPlanRow>,
): Promise<SubscriptionPlanRow | undefined> {
  const [row] = await db
    .update(subscriptionPlans)
    .set(changes)
    .where(eq(subscriptionPlans.id, planId))
    .returning();
  return row;
}

/**
 * Takes the "Most Popular" mark off every plan but `keepId` (null: off all of them) and answers
 * the plans it was taken from. Runs in the caller's transaction under a lock that every marking
 * takes, so two admins marking two plans at once are one after the other, never two marks.
 */
export async function unmarkPopularPlans(
  db: Db,
  keepId: string | null,
  now: Date,
): Promise<SubscriptionPlanRow[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('subscription_plans.popular', 0))`);
  return db
    .update(subscriptionPlans)
    .set({ isPopular: false, updatedAt: now })
    .where(
      keepId
        ? and(eq(subscriptionPlans.isPopular, true), ne(subscriptionPlans.id, keepId))
        : eq(subscriptionPlans.isPopular, true),
    )
    .returning();
}
