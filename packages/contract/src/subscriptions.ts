import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { pageQuery } from "./common/paging.js";
import { recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { CurrencySchema, minorAmount } from "./subscription-plans.js";

/**
 * Purchases of plans (spec part 2 §4 "Conversion statuses", DOMAIN.md "Money"; decision 041).
 * A purchase is a "conversion": `converted_online` when a payment provider took the money (it is
 * approved by the payment itself), `converted_offline` when an admin checks the evidence.
 */
export const conversionStatuses = ["converted_online", "converted_offline"] as const;
export const ConversionStatusSchema = z.enum(conversionStatuses);
export type ConversionStatus = z.infer<typeof ConversionStatusSchema>;

export const conversionStatusLabels: Record<ConversionStatus, string> = {
  converted_online: "Converted online",
  converted_offline: "Converted offline",
};

/** Where a purchase stands. */
export const conversionStates = ["awaiting_payment", "pending", "approved", "rejected", "withdrawn"] as const;
export const ConversionStateSchema = z.enum(conversionStates);
export type ConversionState = z.infer<typeof ConversionStateSchema>;

export const conversionStateLabels: Record<ConversionState, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "Waiting for approval",
  approved: "Paid",
  rejected: "Rejected",
  /** Replaced by a newer request, or cancelled by the student. */
  withdrawn: "Withdrawn",
};

/** Who takes the money, chosen by the server's PAYMENTS setting (manual is the default). */
export const paymentProviders = ["manual", "stripe"] as const;
export const PaymentProviderSchema = z.enum(paymentProviders);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const subscriptionLimits = {
  referenceMax: 100,
  reasonMax: 500,
  /** A paid plan runs for a year from the payment's acceptance. */
  periodMonths: 12,
  /** Stripe's default, and the issue's: a signature older than this is refused. */
  webhookToleranceSeconds: 300,
  requestsPageMax: 100,
} as const;

/** A date of a payment ("2026-11-25"): a real day, not before 2000, not after tomorrow (time zones). */
const PaymentDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Payment date must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, "Enter a real date")
  .refine((value) => value >= "2000-01-01", "Enter a date from 2000 on")
  .refine(
    (value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    "A payment date cannot be in the future",
  );

/** What an admin records of a payment they checked (a bank transfer, a cash desk receipt). */
export const PaymentEvidenceSchema = z.object({
  paymentReference: text()
    .trim()
    .min(1, "Enter the payment's reference")
    .max(subscriptionLimits.referenceMax),
  paidAmountMinor: minorAmount("Amount", 1, "Amount must be more than 0"),
  paidCurrency: CurrencySchema,
  paidOn: PaymentDate,
});
export type PaymentEvidence = z.input<typeof PaymentEvidenceSchema>;

export const RejectPaymentSchema = z.object({
  reason: text({ multiline: true })
    .trim()
    .min(1, "Say why the request is rejected")
    .max(subscriptionLimits.reasonMax),
});

/** A purchase as its student sees it. */
export const PurchaseSchema = z.object({
  id: z.uuid(),
  plan: z.object({ id: z.uuid(), name: z.string() }),
  status: ConversionStatusSchema,
  state: ConversionStateSchema,
  provider: z.enum(["manual", "stripe", "internal"]),
  priceMinor: z.number().int(),
  currency: z.string(),
  paidAmountMinor: z.number().int().nullable(),
  paidCurrency: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paidOn: z.string().nullable(),
  /** "R-001001" once paid. */
  receiptNumber: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Purchase = z.infer<typeof PurchaseSchema>;

/** A purchase in the admins' approvals queue: with its student. */
export const PaymentRequestSchema = PurchaseSchema.extend({
  student: z.object({ profileId: z.uuid(), name: z.string(), email: z.string() }),
  reviewedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

export const subscriptionStatuses = ["active", "ended", "replaced"] as const;

/** A student's plan for a year: what they bought, copied from the plan when they bought it. */
export const SubscriptionSchema = z.object({
  id: z.uuid(),
  plan: z.object({ id: z.uuid(), name: z.string() }),
  status: z.enum(subscriptionStatuses),
  source: z.enum(["online", "offline"]),
  amountMinor: z.number().int(),
  currency: z.string(),
  maxUniversities: z.number().int(),
  maxCountries: z.number().int(),
  startedAt: z.string(),
  /** The renewal date: the plan runs to here. */
  currentPeriodEnd: z.string(),
  /** Cancelled: the plan runs to the end of the period, then ends. */
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** The limits that hold for a student now, and where they come from. */
export const PlanAllowanceSchema = z.object({
  /** subscription: a paid plan; free_plan: the free plan offered to everyone; none: no plan limits. */
  source: z.enum(["subscription", "free_plan", "none"]),
  planName: z.string().nullable(),
  maxUniversities: z.number().int().nullable(),
  maxCountries: z.number().int().nullable(),
  used: z.object({ universities: z.number().int(), countries: z.number().int() }),
});
export type PlanAllowance = z.infer<typeof PlanAllowanceSchema>;

export const MySubscriptionSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  allowance: PlanAllowanceSchema,
  /** The newest purchase still open (waiting for an admin, or for the payment). */
  openPurchase: PurchaseSchema.nullable(),
  provider: PaymentProviderSchema,
  /** Manual payments: how to pay, as the checkout said (so a student who comes back reads it again). */
  paymentInstructions: z.string().nullable(),
});
export type MySubscription = z.infer<typeof MySubscriptionSchema>;

export const CheckoutInputSchema = z.object({ planId: recordId("plan") });

export const CheckoutResultSchema = z.discriminatedUnion("kind", [
  /** Manual payments: the request waits for an admin; `instructions` say how to pay. */
  z.object({ kind: z.literal("manual"), purchase: PurchaseSchema, instructions: z.string() }),
  /** A provider's hosted checkout: the browser goes to `url`. */
  z.object({ kind: z.literal("redirect"), purchase: PurchaseSchema, url: z.url() }),
]);
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const ReceiptSchema = z.object({
  purchaseId: z.uuid(),
  receiptNumber: z.string(),
  planName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  paidOn: z.string(),
  status: ConversionStatusSchema,
  paymentReference: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** An internal payment an admin records for a student: applied at once, like an approved request. */
export const ConversionInputSchema = PaymentEvidenceSchema.extend({
  /** The student's profile id, as every staff route names a student. */
  studentId: z.uuid("Invalid StudentProfileId format: must be a valid UUID"),
  planId: recordId("plan"),
});

/** What one completed purchase did: each effect the issue lists, as the test panel shows it. */
export const PurchaseEffectsSchema = z.object({
  purchaseId: z.uuid(),
  subscription: z.object({ id: z.uuid(), planName: z.string(), currentPeriodEnd: z.string() }),
  followUp: z.object({ id: z.uuid(), status: ConversionStatusSchema }),
  counselor: z.object({ id: z.uuid(), name: z.string(), newlyAssigned: z.boolean() }).nullable(),
  counselorNotified: z.boolean(),
  studentStatus: z.object({ from: z.string(), to: z.literal("converted") }),
  auditEvents: z.array(z.string()),
});
export type PurchaseEffects = z.infer<typeof PurchaseEffectsSchema>;

export const ConversionResultSchema = z.object({
  purchase: PaymentRequestSchema,
  /** Null when the call replayed an earlier one with the same Idempotency-Key. */
  effects: PurchaseEffectsSchema.nullable(),
  replayed: z.boolean(),
});

export const WebhookAckSchema = z.object({
  received: z.literal(true),
  /** The provider sent this event before: nothing was done a second time. */
  duplicate: z.boolean(),
  outcome: z.enum(["applied", "ignored"]),
  detail: z.string().nullable(),
});
export type WebhookAck = z.infer<typeof WebhookAckSchema>;

export const PaymentRequestListQuerySchema = z.object({
  state: z.enum(["open", "pending", "approved", "rejected", "all"]).default("pending"),
  ...pageQuery(25, subscriptionLimits.requestsPageMax, 1_000_000),
});

export const RequestIdParamsSchema = z.object({ requestId: recordId("payment request") });

/** The conversion test page's panel (admin, never in production). */
export const ConversionTestStatusSchema = z.object({
  enabled: z.boolean(),
  /** Why the panel is off: production, or no webhook secret configured. */
  reason: z.string().nullable(),
  provider: PaymentProviderSchema,
});

export const tamperings = ["none", "body", "stale"] as const;

export const ConversionTestInputSchema = z.object({
  studentId: z.uuid("Invalid StudentProfileId format: must be a valid UUID"),
  planId: recordId("plan"),
  /** Send an event sent before again (a redelivery); omitted: a new event. */
  eventId: text()
    .regex(/^evt_test_[A-Za-z0-9]{1,64}$/, "Not a test event id")
    .optional(),
  /** body: one byte changed after signing; stale: signed 301 seconds ago. Both must be refused. */
  tamper: z.enum(tamperings).default("none"),
});

export const ConversionTestResultSchema = z.object({
  eventId: z.string(),
  /** The webhook's HTTP answer. */
  httpStatus: z.number().int(),
  ack: WebhookAckSchema.nullable(),
  error: z.string().nullable(),
  /** What the purchase did, when this delivery applied it. */
  effects: PurchaseEffectsSchema.nullable(),
});
export type ConversionTestResult = z.infer<typeof ConversionTestResultSchema>;

export const subscriptionEndpoints = {
  mine: defineEndpoint({
    method: "GET",
    path: "/api/subscription",
    summary: "The caller's plan, its renewal date, their allowance and any open purchase (student)",
    tags: ["subscriptions"],
    response: MySubscriptionSchema,
  }),
  checkout: defineEndpoint({
    method: "POST",
    path: "/api/subscription/checkout",
    summary:
      "Buy a plan: a request for an admin (manual payments) or a hosted checkout (Stripe); an Idempotency-Key makes a retry safe",
    tags: ["subscriptions"],
    body: CheckoutInputSchema,
    response: CheckoutResultSchema,
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/api/subscription/cancel",
    summary: "Cancel at the end of the period: the plan runs until its renewal date (student)",
    tags: ["subscriptions"],
    response: MySubscriptionSchema,
  }),
  resume: defineEndpoint({
    method: "POST",
    path: "/api/subscription/resume",
    summary: "Undo a cancellation before the period ends (student)",
    tags: ["subscriptions"],
    response: MySubscriptionSchema,
  }),
  cancelRequest: defineEndpoint({
    method: "POST",
    path: "/api/subscription/requests/{requestId}/cancel",
    summary:
      "Withdraw one's own plan request still waiting for an admin: it leaves the admins' queue (student)",
    tags: ["subscriptions"],
    params: RequestIdParamsSchema,
    response: MySubscriptionSchema,
  }),
  receipts: defineEndpoint({
    method: "GET",
    path: "/api/subscription/receipts",
    summary: "The caller's paid purchases, newest first (student)",
    tags: ["subscriptions"],
    response: z.object({ receipts: z.array(ReceiptSchema) }),
  }),
  requests: defineEndpoint({
    method: "GET",
    path: "/api/admin/payment-requests",
    summary: "Purchases to check: offline requests waiting for approval first (admin)",
    tags: ["subscriptions"],
    query: PaymentRequestListQuerySchema,
    response: z.object({ requests: z.array(PaymentRequestSchema), total: z.number().int() }),
  }),
  approve: defineEndpoint({
    method: "POST",
    path: "/api/admin/payment-requests/{requestId}/approve",
    summary: "Record the payment's evidence and approve an offline request: the plan starts (admin)",
    tags: ["subscriptions"],
    params: RequestIdParamsSchema,
    body: PaymentEvidenceSchema,
    response: PaymentRequestSchema,
  }),
  reject: defineEndpoint({
    method: "POST",
    path: "/api/admin/payment-requests/{requestId}/reject",
    summary: "Reject an offline request with a reason; the student is told (admin)",
    tags: ["subscriptions"],
    params: RequestIdParamsSchema,
    body: RejectPaymentSchema,
    response: PaymentRequestSchema,
  }),
  conversion: defineEndpoint({
    method: "POST",
    path: "/api/subscription/conversion",
    summary:
      "Record an internal payment for a student and apply the purchase at once (admin; Idempotency-Key required)",
    tags: ["subscriptions"],
    body: ConversionInputSchema,
    response: ConversionResultSchema,
  }),
  testStatus: defineEndpoint({
    method: "GET",
    path: "/api/test/conversions",
    summary: "Whether the conversion test panel works here (admin)",
    tags: ["subscriptions"],
    response: ConversionTestStatusSchema,
  }),
  testWebhook: defineEndpoint({
    method: "POST",
    path: "/api/test/conversions/webhook",
    summary:
      "Send a signed test webhook through the real webhook route and report its effects (admin; not in production)",
    tags: ["subscriptions"],
    body: ConversionTestInputSchema,
    response: ConversionTestResultSchema,
  }),
} as const;

/**
 * The payment provider's webhook. Its body is the provider's raw JSON, verified against the
 * `Stripe-Signature` header before it is parsed, so it is not a contract body: the route reads
 * the raw bytes (decision 041).
 */
export const paymentWebhookEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/webhooks/subscription",
  summary: "Payment provider events (Stripe), signature-checked on the raw body (public)",
  tags: ["subscriptions"],
  response: WebhookAckSchema,
});
