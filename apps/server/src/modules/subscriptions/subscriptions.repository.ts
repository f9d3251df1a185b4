import type { StudentStatus } from "@meridian/contract";
import { and, asc, count, countDistinct, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { selectRows, writtenRow } from "../../db/rows.js";
import {
  applications,
  type ConversionRow,
  conversions,
  type NewConversionRow,
  paymentEvents,
  type SubscriptionRow,
  studentProfiles,
  subscriptionPlans,
  subscriptions,
  universities,
  users,
} from "../../db/schema/index.js";

/** A student as purchases need them: profile and account. */
export interface StudentRef {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: StudentStatus;
  counselorId: string | null;
}

const studentColumns = {
  profileId: studentProfiles.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: studentProfiles.status,
  counselorId: studentProfiles.counselorId,
};

export async function findStudent(
  db: Db,
  by: { profileId: string } | { userId: string },
): Promise<StudentRef | undefined> {
  const [row] = await db
    .select(studentColumns)
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where("profileId" in by ? eq(studentProfiles.id, by.profileId) : eq(studentProfiles.userId, by.userId));
  return row;
}

/** Locks the student's profile for the purchase: one purchase (or application) of theirs at a time. */
export async function lockStudent(tx: Db, userId: string): Promise<StudentRef | undefined> {
  const [row] = await tx
    .select(studentColumns)
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.userId, userId))
    .for("update", { of: studentProfiles });
  return row;
}

export async function setStudentStatus(
  tx: Db,
  userId: string,
  status: StudentStatus,
  now: Date,
): Promise<void> {
  await tx.update(studentProfiles).set({ status, updatedAt: now }).where(eq(studentProfiles.userId, userId));
}

export async function findPlan(db: Db, planId: string) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId));
  return row;
}

/** The free plan offered to everyone: the cheapest active plan priced 0 (name order breaks ties). */
export async function findFreePlan(db: Db) {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), eq(subscriptionPlans.priceMinor, 0)))
    .orderBy(asc(sql`lower(${subscriptionPlans.name})`))
    .limit(1);
  return row;
}

export async function activeSubscriptionOf(db: Db, studentId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, studentId), eq(subscriptions.status, "active")));
  return row;
}

export async function insertSubscription(
  tx: Db,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  return writtenRow(await tx.insert(subscriptions).values(values).returning(), "subscription insert");
}

export async function updateSubscription(
  tx: Db,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  return row;
}

/** Ends every active subscription past its period, once (one statement: no two nodes end one twice). */
export async function endLapsed(db: Db, now: Date): Promise<SubscriptionRow[]> {
  return db
    .update(subscriptions)
    .set({ status: "ended", endedAt: now, updatedAt: now })
    .where(and(eq(subscriptions.status, "active"), lte(subscriptions.currentPeriodEnd, now)))
    .returning();
}

export async function insertConversion(tx: Db, values: NewConversionRow): Promise<ConversionRow>;
export async function insertConversion(
  tx: Db,
  values: NewConversionRow,
  options: { ifNew: true },
): Promise<ConversionRow | undefined>;
/** `ifNew`: a purchase with the same provider reference exists already → undefined, nothing written. */
export async function insertConversion(
  tx: Db,
  values: NewConversionRow,
  options: { ifNew?: boolean } = {},
): Promise<ConversionRow | undefined> {
  const insert = tx.insert(conversions).values(values);
  const [row] = await (options.ifNew
    ? insert.onConflictDoNothing({ target: [conversions.provider, conversions.providerReference] })
    : insert
  ).returning();
  if (!row && !options.ifNew) throw new Error("insert returned nothing");
  return row;
}

export async function updateConversion(
  tx: Db,
  id: string,
  values: Partial<NewConversionRow>,
): Promise<ConversionRow | undefined> {
  const [row] = await tx.update(conversions).set(values).where(eq(conversions.id, id)).returning();
  return row;
}

export async function lockConversion(tx: Db, id: string): Promise<ConversionRow | undefined> {
  const [row] = await tx.select().from(conversions).where(eq(conversions.id, id)).for("update");
  return row;
}

export async function findConversionByReference(
  tx: Db,
  provider: ConversionRow["provider"],
  reference: string,
): Promise<ConversionRow | undefined> {
  const [row] = await tx
    .select()
    .from(conversions)
    .where(and(eq(conversions.provider, provider), eq(conversions.providerReference, reference)))
    .for("update");
  return row;
}

/** Withdraws the student's request waiting for an admin (a newer request replaces it). */
export async function withdrawPending(tx: Db, studentId: string, now: Date): Promise<ConversionRow[]> {
  return tx
    .update(conversions)
    .set({ state: "withdrawn", updatedAt: now })
    .where(and(eq(conversions.studentId, studentId), eq(conversions.state, "pending")))
    .returning();
}

export async function nextReceiptNumber(tx: Db): Promise<number> {
  const [row] = await selectRows(
    tx,
    sql`select nextval('receipt_numbers')::int as n`,
    z.object({ n: z.number() }),
  );
  if (row === undefined) throw new Error("nextval answered no row");
  return row.n;
}

const reviewer = alias(users, "reviewer");

/** A purchase with what every view of it shows: the plan's name, the student, the reviewer. */
const purchaseColumns = {
  purchase: conversions,
  planName: subscriptionPlans.name,
  student: studentColumns,
  reviewer: { id: reviewer.id, firstName: reviewer.firstName, lastName: reviewer.lastName },
};

function purchasesWhere(db: Db, where: SQL | undefined) {
  return db
    .select(purchaseColumns)
    .from(conversions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, conversions.planId))
    .innerJoin(users, eq(users.id, conversions.studentId))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, conversions.studentId))
    .leftJoin(reviewer, eq(reviewer.id, conversions.reviewedBy))
    .where(where);
}

export type PurchaseRow = Awaited<ReturnType<typeof purchasesWhere>>[number];

export async function findPurchase(db: Db, id: string): Promise<PurchaseRow | undefined> {
  const [row] = await purchasesWhere(db, eq(conversions.id, id));
  return row;
}

/** The student's newest open purchase: a request waiting for an admin, or a checkout opened today. */
export async function openPurchaseOf(
  db: Db,
  studentId: string,
  openedSince: Date,
): Promise<PurchaseRow | undefined> {
  const [row] = await purchasesWhere(
    db,
    and(
      eq(conversions.studentId, studentId),
      sql`(${conversions.state} = 'pending' or (${conversions.state} = 'awaiting_payment' and ${conversions.createdAt} >= ${openedSince}))`,
    ),
  )
    .orderBy(desc(conversions.createdAt))
    .limit(1);
  return row;
}

/** The student's paid purchases with the period each paid for, newest first. */
export async function receiptsOf(db: Db, studentId: string) {
  return db
    .select({
      purchase: conversions,
      planName: subscriptionPlans.name,
      periodStart: subscriptions.startedAt,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(conversions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, conversions.planId))
    .leftJoin(subscriptions, eq(subscriptions.conversionId, conversions.id))
    .where(and(eq(conversions.studentId, studentId), eq(conversions.state, "approved")))
    .orderBy(desc(conversions.reviewedAt), desc(conversions.id));
}

const stateFilters: Record<string, SQL | undefined> = {
  open: inArray(conversions.state, ["pending", "awaiting_payment"]),
  pending: eq(conversions.state, "pending"),
  approved: eq(conversions.state, "approved"),
  rejected: eq(conversions.state, "rejected"),
  all: undefined,
};

/** The approvals queue: oldest waiting first (first come, first served); decided ones newest first. */
export async function listPurchases(db: Db, query: { state: string; limit: number; offset: number }) {
  const where = stateFilters[query.state];
  const order =
    query.state === "pending" || query.state === "open"
      ? [asc(conversions.createdAt), asc(conversions.id)]
      : [desc(conversions.updatedAt), desc(conversions.id)];
  const [rows, totals] = await Promise.all([
    purchasesWhere(db, where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(conversions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Records a verified provider event; false when this provider sent this event id before. */
export async function recordPaymentEvent(
  tx: Db,
  values: typeof paymentEvents.$inferInsert,
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row;
}

export async function settlePaymentEvent(
  tx: Db,
  id: string,
  values: { outcome: "applied" | "ignored"; outcomeDetail: string | null; conversionId: string | null },
): Promise<void> {
  await tx.update(paymentEvents).set(values).where(eq(paymentEvents.id, id));
}

export async function findPaymentEvent(db: Db, provider: string, eventId: string) {
  const [row] = await db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return row;
}

/** The distinct universities and countries among the student's applications. */
export async function usageOf(
  db: Db,
  studentId: string,
): Promise<{ universities: number; countries: number }> {
  const [row] = await db
    .select({
      universities: countDistinct(applications.universityId),
      countries: countDistinct(universities.country),
    })
    .from(applications)
    .innerJoin(universities, eq(universities.id, applications.universityId))
    .where(eq(applications.studentId, studentId));
  return { universities: row?.universities ?? 0, countries: row?.countries ?? 0 };
}

/** Whether the student applies to this university already, and to a university in its country. */
export async function reachOf(db: Db, studentId: string, universityId: string) {
  const [target] = await db
    .select({ country: universities.country })
    .from(universities)
    .where(eq(universities.id, universityId));
  const [row] = await db
    .select({
      sameUniversity: sql<boolean>`bool_or(${applications.universityId} = ${universityId})`,
      sameCountry: sql<boolean>`bool_or(${universities.country} = ${target?.country ?? null})`,
    })
    .from(applications)
    .innerJoin(universities, eq(universities.id, applications.universityId))
    .where(eq(applications.studentId, studentId));
  return { sameUniversity: row?.sameUniversity === true, sameCountry: row?.sameCountry === true };
}

export async function staffName(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : undefined;
}
