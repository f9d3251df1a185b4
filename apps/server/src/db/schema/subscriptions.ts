import type {
  ConversionState,
  ConversionStatus,
  Purchase,
  Subscription,
  WebhookAck,
} from "@meridian/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { subscriptionPlans } from "./subscription-plans.js";
import { users } from "./users.js";

/** Receipt numbers: sequential and never reused, given when a payment is accepted. */
export const receiptNumbers = pgSequence("receipt_numbers", { startWith: 1001 });

/**
 * A purchase of a plan (DOMAIN.md "conversion"), from the request to its outcome.
 * `status` is the spec's conversion status: `converted_online` (a card payment, approved by the
 * payment itself) or `converted_offline` (evidence an admin checks). `state` is where it stands:
 * `awaiting_payment` (a checkout opened with the provider), `pending` (waiting for an admin),
 * `approved` (paid: the subscription exists), `rejected`, `withdrawn` (replaced by a newer request).
 * The price is the plan's when asked; the paid amount is what the evidence or the provider says.
 */
export const conversions = pgTable(
  "conversions",
  {
    id: idColumn(),
    studentId: requiredRef(() => users.id, "cascade"),
    planId: requiredRef(() => subscriptionPlans.id, "restrict"),
    status: text().$type<ConversionStatus>().notNull(),
    state: text().$type<ConversionState>().notNull(),
    /** Who took the money: manual (offline evidence), stripe, or an admin's internal record. */
    provider: text().$type<Purchase["provider"]>().notNull(),
    /** The provider's id of this purchase (a Checkout Session id); unique per provider. */
    providerReference: text(),
    priceMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    paidAmountMinor: integer(),
    paidCurrency: char({ length: 3 }),
    /** The payer's or the bank's reference of the payment. */
    paymentReference: text(),
    paidOn: date({ mode: "string" }),
    receiptNumber: integer(),
    reviewedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: at(),
    rejectionReason: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index("conversions_student_idx").on(t.studentId, t.createdAt),
    index("conversions_state_idx").on(t.state, t.createdAt),
    uniqueIndex("conversions_provider_reference_key").on(t.provider, t.providerReference),
    uniqueIndex("conversions_receipt_number_key").on(t.receiptNumber),
    // One request waiting for an admin per student: a newer one withdraws it.
    uniqueIndex("conversions_one_pending_key").on(t.studentId).where(sql`${t.state} = 'pending'`),
    check("conversions_status_check", sql`${t.status} in ('converted_online', 'converted_offline')`),
    check(
      "conversions_state_check",
      sql`${t.state} in ('awaiting_payment', 'pending', 'approved', 'rejected', 'withdrawn')`,
    ),
    check("conversions_provider_check", sql`${t.provider} in ('manual', 'stripe', 'internal')`),
    check(
      "conversions_amounts_check",
      sql`${t.priceMinor} >= 0 and (${t.paidAmountMinor} is null or ${t.paidAmountMinor} >= 0)`,
    ),
    check(
      "conversions_approved_check",
      sql`${t.state} <> 'approved' or (${t.receiptNumber} is not null and ${t.paidAmountMinor} is not null)`,
    ),
  ],
);
export type ConversionRow = typeof conversions.$inferSelect;
export type NewConversionRow = typeof conversions.$inferInsert;

/**
 * A student's plan for a period (DOMAIN.md "subscription"). What was bought is copied from the
 * plan (name, limits, price), so an admin's later edit of the plan never changes a paid year.
 * At most one `active` row per student; a newer purchase ends the older as `replaced`.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: idColumn(),
    studentId: requiredRef(() => users.id, "cascade"),
    planId: requiredRef(() => subscriptionPlans.id, "restrict"),
    conversionId: requiredRef(() => conversions.id, "restrict"),
    status: text().$type<Subscription["status"]>().notNull().default("active"),
    source: text().$type<Subscription["source"]>().notNull(),
    planName: text().notNull(),
    amountMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    maxUniversities: integer().notNull(),
    maxCountries: integer().notNull(),
    startedAt: at().notNull(),
    currentPeriodEnd: at().notNull(),
    /** The student cancelled: the plan runs to the end of the period and is not renewed. */
    cancelAtPeriodEnd: boolean().notNull().default(false),
    canceledAt: at(),
    endedAt: at(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subscriptions_one_active_key").on(t.studentId).where(sql`${t.status} = 'active'`),
    uniqueIndex("subscriptions_conversion_key").on(t.conversionId),
    index("subscriptions_period_end_idx").on(t.currentPeriodEnd).where(sql`${t.status} = 'active'`),
    check("subscriptions_status_check", sql`${t.status} in ('active', 'ended', 'replaced')`),
    check("subscriptions_source_check", sql`${t.source} in ('online', 'offline')`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Every webhook event a provider sent whose signature held (DOMAIN.md "payment_event"). The
 * unique (provider, event id) is what makes a redelivery, or two deliveries at once, have one
 * effect: the event is recorded in the transaction that applies it. The raw body is kept as sent.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: idColumn(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: text().notNull(),
    /** applied: it changed something; ignored: understood, nothing to do (with the reason). */
    outcome: text().$type<WebhookAck["outcome"]>().notNull(),
    outcomeDetail: text(),
    conversionId: uuid().references(() => conversions.id, { onDelete: "set null" }),
    receivedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_events_event_key").on(t.provider, t.eventId),
    check("payment_events_outcome_check", sql`${t.outcome} in ('applied', 'ignored')`),
  ],
);
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
