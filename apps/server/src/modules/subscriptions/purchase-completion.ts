import {
  type AuditAction,
  formatDay,
  formatMoney,
  type PurchaseEffects,
  subscriptionLimits,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { ConversionRow } from "../../db/schema/index.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestOrigin } from "../../lib/request-context.js";
import {
  type AssignmentRule,
  type AutomaticAssignment,
  announceAssignment,
  assignWithin,
} from "../assignments/assignments.service.js";
import { type AuditBy, recordAudit } from "../audit/audit.repository.js";
import { addConversionNote } from "../follow-ups/follow-ups.service.js";
import {
  notifyByMail,
  publishNotifications,
  type StoredNotification,
  storeNotification,
} from "../notifications/notifications.service.js";
import {
  activeSubscriptionOf,
  findPlan,
  findStudent,
  insertSubscription,
  lockStudent,
  nextReceiptNumber,
  setStudentStatus,
  staffName,
  updateConversion,
  updateSubscription,
} from "./subscriptions.repository.js";

/** What the money says: the amount taken, when, under which reference. */
export interface Payment {
  amountMinor: number;
  currency: string;
  paidOn: string;
  reference: string | null;
}

/** What to do once the purchase's transaction committed: push the notifications it stored. */
export interface AfterCommit {
  notifications: StoredNotification[];
  assignment: AutomaticAssignment | null;
}

export const nothingAfterCommit = (): AfterCommit => ({ notifications: [], assignment: null });

/** Runs what a committed purchase left to do: live notifications on every node. */
export async function runAfterCommit(ctx: AppContext, after: AfterCommit): Promise<void> {
  await publishNotifications(ctx, after.notifications);
  if (after.assignment) await announceAssignment(ctx, after.assignment);
}

function addMonths(from: Date, months: number): Date {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return to;
}

/**
 * Everything a paid purchase does, inside the caller's transaction (the issue's list, decision
 * 041): the purchase is approved with a receipt number; the student's plan is active for a year
 * (a renewal of the same plan runs on from the current end; another plan replaces the current
 * one from today); a lead follow-up carries the conversion status; a student without a counselor
 * gets one by the assignment rule; the counselor and the student are notified (stored here,
 * pushed after the commit); the student's status becomes converted; audit events. Called once per
 * purchase: callers lock the purchase (or record the provider's event) first.
 */
export async function completePurchase(
  ctx: AppContext,
  tx: Db,
  input: {
    conversion: ConversionRow;
    payment: Payment;
    /** The admin who approved or recorded it; null for a provider's webhook. */
    approverId: string | null;
    rule: AssignmentRule;
    origin: RequestOrigin | null;
    now: Date;
  },
): Promise<{ effects: PurchaseEffects; after: AfterCommit }> {
  const { conversion, payment, now } = input;
  const audit: AuditAction[] = [];
  const after = nothingAfterCommit();
  // The assignment rule takes its lock before the profile's, as every assignment does; taking the
  // profile first here could deadlock with an admin's bulk assignment.
  const before = await findStudent(tx, { userId: conversion.studentId });
  if (before && !before.counselorId) {
    after.assignment = await assignWithin(tx, input.rule, {
      studentUserId: before.userId,
      source: "conversion",
      origin: input.origin,
      now,
    });
    if (after.assignment) audit.push("student.counselor_assigned");
  }
  const student = await lockStudent(tx, conversion.studentId);
  const plan = await findPlan(tx, conversion.planId);
  if (!before || !student || !plan) throw new Error("a purchase's student and plan are kept by foreign keys");

  const receiptNumber = await nextReceiptNumber(tx);
  await updateConversion(tx, conversion.id, {
    state: "approved",
    paidAmountMinor: payment.amountMinor,
    paidCurrency: payment.currency,
    paidOn: payment.paidOn,
    paymentReference: payment.reference,
    receiptNumber,
    reviewedBy: input.approverId,
    reviewedAt: now,
    updatedAt: now,
  });

  const current = await activeSubscriptionOf(tx, student.userId);
  let startedAt = now;
  if (current) {
    if (current.planId === plan.id && current.currentPeriodEnd > now) startedAt = current.currentPeriodEnd;
    await updateSubscription(tx, current.id, { status: "replaced", endedAt: now, updatedAt: now });
  }
  const subscription = await insertSubscription(tx, {
    studentId: student.userId,
    planId: plan.id,
    conversionId: conversion.id,
    status: "active",
    source: conversion.status === "converted_online" ? "online" : "offline",
    planName: plan.name,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    maxUniversities: plan.maxUniversities,
    maxCountries: plan.maxCountries,
    startedAt,
    currentPeriodEnd: addMonths(startedAt, subscriptionLimits.periodMonths),
    createdAt: now,
    updatedAt: now,
  });

  const counselorId = student.counselorId;
  const newlyAssigned = after.assignment !== null;

  const studentName = `${student.firstName} ${student.lastName}`.trim();
  const paid = formatMoney(payment.amountMinor, payment.currency);
  const how = conversion.status === "converted_online" ? "paid online" : "paid offline (evidence approved)";
  // "Nov 29, 2027", as the web writes dates: the notification is read beside them.
  const until = formatDay(subscription.currentPeriodEnd);
  const note = await addConversionNote(tx, {
    studentId: student.userId,
    conversionId: conversion.id,
    status: conversion.status,
    title: `Bought the ${plan.name} plan`,
    content: `${studentName} ${how} ${paid} for the ${plan.name} plan, active until ${until}.${payment.reference ? ` Payment reference: ${payment.reference}.` : ""}`,
    authorId: input.approverId,
    now,
  });

  await setStudentStatus(tx, student.userId, "converted", now);

  let counselorNotified = false;
  if (counselorId) {
    const stored = await storeNotification(
      tx,
      counselorId,
      {
        type: "team",
        title: `${studentName} bought the ${plan.name} plan`,
        message: `${paid}, ${how}. Their plan runs until ${until}: see the lead follow-up on their file.`,
      },
      now,
    );
    if (stored) after.notifications.push(stored);
    counselorNotified = stored !== null;
  }
  await notifyByMail(ctx, tx, student.userId, "billing", {
    kind: "payment_reviewed",
    data: {
      planName: plan.name,
      approved: true,
      detail: `Thank you: ${paid} received. Your plan runs until ${until}. Your receipt is in Settings.`,
      path: "/settings",
    },
  });
  const toStudent = await storeNotification(
    tx,
    student.userId,
    {
      type: "billing",
      title: `Your ${plan.name} plan is active`,
      message: `Thank you: ${paid} received. Your plan runs until ${until}. Your receipt is in Settings.`,
    },
    now,
  );
  if (toStudent) after.notifications.push(toStudent);

  const by: AuditBy = { actorUserId: input.approverId, origin: input.origin };
  await recordAudit(tx, by, "subscription.purchased", {
    subjectId: student.userId,
    details: {
      conversionId: conversion.id,
      subscriptionId: subscription.id,
      planId: plan.id,
      status: conversion.status,
      provider: conversion.provider,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      receiptNumber,
      replacedSubscriptionId: current?.id ?? null,
    },
  });
  audit.unshift("subscription.purchased");
  await recordAudit(tx, by, "student.status_changed", {
    subjectId: student.userId,
    details: { from: before.status, to: "converted", reason: "purchase", conversionId: conversion.id },
  });
  audit.push("student.status_changed");

  const counselorName = counselorId ? ((await staffName(tx, counselorId)) ?? "") : "";
  return {
    effects: {
      purchaseId: conversion.id,
      subscription: {
        id: subscription.id,
        planName: plan.name,
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      },
      followUp: { id: note.id, status: conversion.status },
      counselor: counselorId ? { id: counselorId, name: counselorName, newlyAssigned } : null,
      counselorNotified,
      studentStatus: { from: before.status, to: "converted" },
      auditEvents: audit,
    },
    after,
  };
}
