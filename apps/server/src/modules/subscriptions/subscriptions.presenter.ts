import type { PaymentRequest, Purchase, Receipt, Subscription } from "@meridian/contract";
import type { ConversionRow, SubscriptionRow } from "../../db/schema/index.js";
import type { PurchaseRow } from "./subscriptions.repository.js";

/** "R-001042": receipt numbers read as such and sort as text. */
export function receiptLabel(receiptNumber: number): string {
  return `R-${String(receiptNumber).padStart(6, "0")}`;
}

export function presentPurchase(row: { purchase: ConversionRow; planName: string }): Purchase {
  const p = row.purchase;
  return {
    id: p.id,
    plan: { id: p.planId, name: row.planName },
    status: p.status,
    state: p.state,
    provider: p.provider,
    priceMinor: p.priceMinor,
    currency: p.currency,
    paidAmountMinor: p.paidAmountMinor,
    paidCurrency: p.paidCurrency,
    paymentReference: p.paymentReference,
    paidOn: p.paidOn,
    receiptNumber: p.receiptNumber === null ? null : receiptLabel(p.receiptNumber),
    rejectionReason: p.rejectionReason,
    createdAt: p.createdAt.toISOString(),
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
  };
}

/** A purchase in the admins' queue: the student's name and email, who decided it. */
export function presentPaymentRequest(row: PurchaseRow): PaymentRequest {
  return {
    ...presentPurchase(row),
    student: {
      profileId: row.student.profileId,
      name: `${row.student.firstName} ${row.student.lastName}`.trim(),
      email: row.student.email,
    },
    reviewedBy: row.reviewer
      ? { id: row.reviewer.id, name: `${row.reviewer.firstName} ${row.reviewer.lastName}`.trim() }
      : null,
  };
}

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    plan: { id: row.planId, name: row.planName },
    status: row.status,
    source: row.source,
    amountMinor: row.amountMinor,
    currency: row.currency,
    maxUniversities: row.maxUniversities,
    maxCountries: row.maxCountries,
    startedAt: row.startedAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

export function presentReceipt(row: {
  purchase: ConversionRow;
  planName: string;
  periodStart: Date | null;
  periodEnd: Date | null;
}): Receipt {
  const p = row.purchase;
  return {
    purchaseId: p.id,
    receiptNumber: receiptLabel(p.receiptNumber ?? 0),
    planName: row.planName,
    amountMinor: p.paidAmountMinor ?? p.priceMinor,
    currency: p.paidCurrency ?? p.currency,
    paidOn: p.paidOn ?? p.reviewedAt?.toISOString().slice(0, 10) ?? p.createdAt.toISOString().slice(0, 10),
    status: p.status,
    paymentReference: p.paymentReference,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
  };
}
