import {
  type CheckoutResult,
  type EndpointBody,
  type EndpointData,
  type EndpointQuery,
  formatDay,
  formatMoney,
  type MySubscription,
  type PaymentRequest,
  type PurchaseEffects,
  type subscriptionEndpoints,
  type WebhookAck,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { ConversionRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { createOnce } from "../../lib/idempotency.js";
import { publicBaseUrl } from "../../lib/public-url.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import {
  notifyByMail,
  publishNotifications,
  type StoredNotification,
  storeNotification,
  storeNotifications,
} from "../notifications/notifications.service.js";
import { assignmentRule } from "../security-settings/security-settings.service.js";
import { listActiveAdminIds } from "../users/users.service.js";
import type { VerifiedPaymentEvent } from "./payment-provider.js";
import { allowanceOf } from "./plan-allowance.js";
import {
  type AfterCommit,
  completePurchase,
  nothingAfterCommit,
  runAfterCommit,
} from "./purchase-completion.js";
import { createStripeCheckout } from "./stripe-client.js";
import { canBuyPlans, canCancelPurchase, canManagePayments } from "./subscriptions.policy.js";
import {
  presentPaymentRequest,
  presentPurchase,
  presentReceipt,
  presentSubscription,
} from "./subscriptions.presenter.js";
import {
  activeSubscriptionOf,
  endLapsed,
  findConversionByReference,
  findPaymentEvent,
  findPlan,
  findPurchase,
  findStudent,
  insertConversion,
  listPurchases,
  lockConversion,
  openPurchaseOf,
  receiptsOf,
  recordPaymentEvent,
  settlePaymentEvent,
  updateConversion,
  updateSubscription,
  withdrawPending,
} from "./subscriptions.repository.js";

export { assertPlanAllows } from "./plan-allowance.js";

const CHECKOUT_SCOPE = "subscriptions.checkout";
const CONVERSION_SCOPE = "subscriptions.conversion";
/** A renewal of the plan one holds is offered in its last month; earlier, the plan is simply held. */
const RENEWAL_WINDOW_MS = 31 * 24 * 60 * 60_000;
/** A checkout left at the provider stops counting as open after a day (Stripe's sessions expire sooner). */
const OPEN_CHECKOUT_MS = 24 * 60 * 60_000;

const PURCHASE_NOT_FOUND = { notFound: "Payment request" } as const;

/** The caller's plan, renewal date, allowance and open purchase. Scoped to the caller by construction. */
export async function mySubscription(ctx: AppContext, actor: Actor): Promise<MySubscription> {
  authorize(canBuyPlans(actor), "forbidden");
  const now = ctx.now();
  const [subscription, allowance, open] = await Promise.all([
    activeSubscriptionOf(ctx.db, actor.userId),
    allowanceOf(ctx.db, actor.userId),
    openPurchaseOf(ctx.db, actor.userId, new Date(now.getTime() - OPEN_CHECKOUT_MS)),
  ]);
  return {
    subscription: subscription ? presentSubscription(subscription) : null,
    allowance,
    openPurchase: open ? presentPurchase(open) : null,
    provider: ctx.config.payments.provider,
    paymentInstructions:
      ctx.config.payments.provider === "manual" ? ctx.config.payments.manualInstructions : null,
  };
}

/**
 * Starts buying a plan. Manual payments: a request that waits for an admin (a newer request
 * withdraws the older one) and the admins are told. Stripe: a purchase awaiting payment and a
 * hosted Checkout opened for it; the webhook completes it. An Idempotency-Key makes a retry answer
 * the first purchase (and, for Stripe, the same Checkout Session: its key is the purchase id).
 */
export async function checkout(
  ctx: AppContext,
  caller: RequestContext,
  body: EndpointBody<typeof subscriptionEndpoints.checkout>,
  options: { idempotencyKey: string | undefined },
): Promise<{ result: CheckoutResult; replayed: boolean }> {
  authorize(canBuyPlans(caller.actor), "forbidden");
  const plan = await findPlan(ctx.db, body.planId);
  authorize(plan !== undefined, { notFound: "Plan" });
  if (!plan.isActive)
    throw new AppError("CONFLICT", "This plan is no longer offered. Choose another plan.", {
      field: "planId",
    });
  if (plan.priceMinor === 0) {
    throw new AppError("VALIDATION_ERROR", "The free plan needs no payment: it is yours already.", {
      field: "planId",
    });
  }
  const now = ctx.now();
  const current = await activeSubscriptionOf(ctx.db, caller.actor.userId);
  if (current?.planId === plan.id && current.currentPeriodEnd.getTime() - now.getTime() > RENEWAL_WINDOW_MS) {
    throw new AppError(
      "CONFLICT",
      `You have the ${plan.name} plan until ${formatDay(current.currentPeriodEnd)}. You can renew it in its last month.`,
      { field: "planId" },
    );
  }
  const student = await findStudent(ctx.db, { userId: caller.actor.userId });
  authorize(student !== undefined, "forbidden");
  const manual = ctx.config.payments.provider === "manual";
  const scope = options.idempotencyKey
    ? { userId: caller.actor.userId, scope: CHECKOUT_SCOPE, key: options.idempotencyKey }
    : undefined;
  let withdrawn: ConversionRow[] = [];
  let told: (StoredNotification | null)[] = [];
  const { result: purchase, replayed } = await createOnce(
    ctx.db,
    scope,
    async (tx) => {
      if (manual) withdrawn = await withdrawPending(tx, caller.actor.userId, now);
      const row = await insertConversion(tx, {
        studentId: caller.actor.userId,
        planId: plan.id,
        status: manual ? "converted_offline" : "converted_online",
        state: manual ? "pending" : "awaiting_payment",
        provider: manual ? "manual" : "stripe",
        priceMinor: plan.priceMinor,
        currency: plan.currency,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, caller, "subscription.requested", {
        subjectId: row.id,
        details: { planId: plan.id, provider: row.provider, withdrawn: withdrawn.map((w) => w.id) },
      });
      if (manual) told = await storeRequestForAdmins(tx, student, plan.name, row, now);
      return row;
    },
    async (id) => {
      const row = await findPurchase(ctx.db, id);
      if (!row)
        throw new AppError("CONFLICT", "That request is gone; send it again without the Idempotency-Key");
      return row.purchase;
    },
  );
  const presented = presentPurchase({ purchase, planName: plan.name });
  if (manual) {
    // A replay created nothing: what its create stored was rolled back, or told by the first call.
    if (!replayed) await publishNotifications(ctx, told);
    return {
      result: { kind: "manual", purchase: presented, instructions: ctx.config.payments.manualInstructions },
      replayed,
    };
  }
  const base = publicBaseUrl(ctx.config);
  let hosted: Awaited<ReturnType<typeof createStripeCheckout>>;
  try {
    hosted = await createStripeCheckout(ctx.config.payments, {
      purchaseId: purchase.id,
      plan: { id: plan.id, name: plan.name, priceMinor: plan.priceMinor, currency: plan.currency },
      student: { userId: student.userId, profileId: student.profileId, email: student.email },
      successUrl: `${base}/checkout/${plan.id}?payment=success`,
      cancelUrl: `${base}/checkout/${plan.id}?payment=cancelled`,
      idempotencyKey: `checkout-${purchase.id}`,
    });
  } catch (err) {
    // No checkout opened: the purchase is not left open. A retry with the same key reopens it.
    if (purchase.state === "awaiting_payment") {
      await updateConversion(ctx.db, purchase.id, { state: "withdrawn", updatedAt: ctx.now() });
    }
    throw err;
  }
  if (purchase.providerReference !== hosted.providerReference || purchase.state === "withdrawn") {
    await updateConversion(ctx.db, purchase.id, {
      providerReference: hosted.providerReference,
      state: purchase.state === "withdrawn" ? "awaiting_payment" : purchase.state,
      updatedAt: now,
    });
  }
  return { result: { kind: "redirect", purchase: presented, url: hosted.url }, replayed };
}

/** Every active admin's notification of a manual plan request, stored in the request's transaction. */
async function storeRequestForAdmins(
  tx: Db,
  student: { firstName: string; lastName: string; email: string },
  planName: string,
  purchase: ConversionRow,
  now: Date,
): Promise<(StoredNotification | null)[]> {
  const name = `${student.firstName} ${student.lastName}`.trim();
  return storeNotifications(
    tx,
    await listActiveAdminIds(tx),
    {
      type: "billing",
      title: `Plan request: ${name}`,
      message: `${name} (${student.email}) asks for the ${planName} plan, ${formatMoney(purchase.priceMinor, purchase.currency)} a year. Check the payment in Payments and approve or reject it.`,
    },
    now,
  );
}

/** Cancels at the end of the period: nothing ends now, the plan is not renewed. */
export async function cancelSubscription(ctx: AppContext, caller: RequestContext): Promise<MySubscription> {
  return setCancellation(ctx, caller, true);
}

/** Keeps a cancelled plan after all, before its period ends. */
export async function resumeSubscription(ctx: AppContext, caller: RequestContext): Promise<MySubscription> {
  return setCancellation(ctx, caller, false);
}

async function setCancellation(
  ctx: AppContext,
  caller: RequestContext,
  cancel: boolean,
): Promise<MySubscription> {
  authorize(canBuyPlans(caller.actor), "forbidden");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await activeSubscriptionOf(tx, caller.actor.userId);
    if (!current) throw new AppError("CONFLICT", "You have no paid plan to change.");
    if (current.cancelAtPeriodEnd === cancel) return;
    await updateSubscription(tx, current.id, {
      cancelAtPeriodEnd: cancel,
      canceledAt: cancel ? now : null,
      updatedAt: now,
    });
    await recordAudit(tx, caller, cancel ? "subscription.canceled" : "subscription.resumed", {
      subjectId: current.id,
      details: { periodEnd: current.currentPeriodEnd.toISOString() },
    });
  });
  return mySubscription(ctx, caller.actor);
}

/**
 * The student withdraws their own request still waiting for an admin (manual payments): it
 * leaves the admins' queue, and they may ask for a plan again. A checkout at a provider is not
 * withdrawn here (it expires there); a request already decided answers 409.
 */
export async function cancelPaymentRequest(
  ctx: AppContext,
  caller: RequestContext,
  requestId: string,
): Promise<MySubscription> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockConversion(tx, requestId);
    authorize(row !== undefined && canCancelPurchase(caller.actor, row), PURCHASE_NOT_FOUND);
    if (row.state !== "pending") throw notPending(row);
    await updateConversion(tx, row.id, { state: "withdrawn", updatedAt: now });
    await recordAudit(tx, caller, "subscription.request_cancelled", {
      subjectId: row.id,
      details: { planId: row.planId },
    });
  });
  return mySubscription(ctx, caller.actor);
}

export async function myReceipts(
  ctx: AppContext,
  actor: Actor,
): Promise<EndpointData<typeof subscriptionEndpoints.receipts>> {
  authorize(canBuyPlans(actor), "forbidden");
  return { receipts: (await receiptsOf(ctx.db, actor.userId)).map(presentReceipt) };
}

export async function listPaymentRequests(
  ctx: AppContext,
  actor: Actor,
  query: EndpointQuery<typeof subscriptionEndpoints.requests>,
): Promise<EndpointData<typeof subscriptionEndpoints.requests>> {
  authorize(canManagePayments(actor), "forbidden");
  const { rows, total } = await listPurchases(ctx.db, query);
  return { requests: rows.map(presentPaymentRequest), total };
}

async function presentedRequest(db: Db, id: string): Promise<PaymentRequest> {
  const row = await findPurchase(db, id);
  if (!row) throw new AppError("NOT_FOUND", "Payment request not found");
  return presentPaymentRequest(row);
}

function notPending(row: ConversionRow): AppError {
  return new AppError("CONFLICT", `This request is no longer waiting: it is ${row.state.replace("_", " ")}.`);
}

/** Locks a request an admin decides: an unknown id answers 404, a request already decided 409. */
async function lockWaitingRequest(tx: Db, requestId: string): Promise<ConversionRow> {
  const row = await lockConversion(tx, requestId);
  authorize(row !== undefined, PURCHASE_NOT_FOUND);
  if (row.state !== "pending") throw notPending(row);
  return row;
}

/** Approves an offline request on the evidence an admin checked: the purchase completes at once. */
export async function approvePaymentRequest(
  ctx: AppContext,
  caller: RequestContext,
  requestId: string,
  evidence: EndpointBody<typeof subscriptionEndpoints.approve>,
): Promise<PaymentRequest> {
  authorize(canManagePayments(caller.actor), "forbidden");
  const rule = await assignmentRule(ctx);
  const after = await ctx.db.transaction(async (tx) => {
    const row = await lockWaitingRequest(tx, requestId);
    const { after } = await completePurchase(ctx, tx, {
      conversion: row,
      payment: {
        amountMinor: evidence.paidAmountMinor,
        currency: evidence.paidCurrency,
        paidOn: evidence.paidOn,
        reference: evidence.paymentReference,
      },
      approverId: caller.actor.userId,
      rule,
      origin: caller.origin,
      now: ctx.now(),
    });
    return after;
  });
  await runAfterCommit(ctx, after);
  return presentedRequest(ctx.db, requestId);
}

/** Rejects an offline request with a reason the student reads. */
export async function rejectPaymentRequest(
  ctx: AppContext,
  caller: RequestContext,
  requestId: string,
  body: EndpointBody<typeof subscriptionEndpoints.reject>,
): Promise<PaymentRequest> {
  authorize(canManagePayments(caller.actor), "forbidden");
  const now = ctx.now();
  const told = await ctx.db.transaction(async (tx) => {
    const row = await lockWaitingRequest(tx, requestId);
    await updateConversion(tx, row.id, {
      state: "rejected",
      rejectionReason: body.reason,
      reviewedBy: caller.actor.userId,
      reviewedAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, caller, "subscription.rejected", {
      subjectId: row.id,
      details: { studentId: row.studentId, planId: row.planId },
    });
    const plan = await findPlan(tx, row.planId);
    await notifyByMail(ctx, tx, row.studentId, "billing", {
      kind: "payment_reviewed",
      data: {
        planName: plan?.name ?? "chosen",
        approved: false,
        detail: `${body.reason} You can ask again from the plans page.`,
        path: "/plans",
      },
    });
    return storeNotification(
      tx,
      row.studentId,
      {
        type: "billing",
        title: `Your ${plan?.name ?? "plan"} plan request was not approved`,
        message: `${body.reason} You can ask again from the plans page.`,
      },
      now,
    );
  });
  await publishNotifications(ctx, [told]);
  return presentedRequest(ctx.db, requestId);
}

/**
 * An internal payment an admin records for a student (the spec's POST /api/subscription/conversion):
 * a purchase approved on the spot with its evidence. The Idempotency-Key is required: a payment
 * recorded twice would give two receipts.
 */
export async function recordConversion(
  ctx: AppContext,
  caller: RequestContext,
  body: EndpointBody<typeof subscriptionEndpoints.conversion>,
  options: { idempotencyKey: string | undefined },
): Promise<EndpointData<typeof subscriptionEndpoints.conversion>> {
  authorize(canManagePayments(caller.actor), "forbidden");
  if (!options.idempotencyKey) {
    throw new AppError(
      "VALIDATION_ERROR",
      "Send an Idempotency-Key header: a payment must be recorded once",
      {
        field: "Idempotency-Key",
      },
    );
  }
  const student = await findStudent(ctx.db, { profileId: body.studentId });
  authorize(student !== undefined, { notFound: "Student" });
  const plan = await findPlan(ctx.db, body.planId);
  authorize(plan !== undefined, { notFound: "Plan" });
  const rule = await assignmentRule(ctx);
  const now = ctx.now();
  let effects: PurchaseEffects | null = null;
  let after: AfterCommit = nothingAfterCommit();
  const { result, replayed } = await createOnce(
    ctx.db,
    { userId: caller.actor.userId, scope: CONVERSION_SCOPE, key: options.idempotencyKey },
    async (tx) => {
      // The student's own waiting request, if any, is what this payment settles: it goes.
      await withdrawPending(tx, student.userId, now);
      const row = await insertConversion(tx, {
        studentId: student.userId,
        planId: plan.id,
        status: "converted_offline",
        state: "pending",
        provider: "internal",
        priceMinor: plan.priceMinor,
        currency: plan.currency,
        createdAt: now,
        updatedAt: now,
      });
      const done = await completePurchase(ctx, tx, {
        conversion: row,
        payment: {
          amountMinor: body.paidAmountMinor,
          currency: body.paidCurrency,
          paidOn: body.paidOn,
          reference: body.paymentReference,
        },
        approverId: caller.actor.userId,
        rule,
        origin: caller.origin,
        now,
      });
      effects = done.effects;
      after = done.after;
      return row;
    },
    async (id) => ({ id }) as ConversionRow,
  );
  if (!replayed) await runAfterCommit(ctx, after);
  return {
    purchase: await presentedRequest(ctx.db, result.id),
    effects: replayed ? null : effects,
    replayed,
  };
}

/**
 * A provider's verified event, applied exactly once per event id: the event row is inserted in
 * the transaction that applies it, so a redelivery (or a concurrent delivery, which waits on the
 * unique key) finds it and does nothing. Only a paid checkout completes a purchase; every other
 * event is recorded and acknowledged, so the provider stops resending it.
 */
export async function handlePaymentEvent(
  ctx: AppContext,
  event: VerifiedPaymentEvent,
): Promise<{ ack: WebhookAck; effects: PurchaseEffects | null }> {
  const rule = await assignmentRule(ctx);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const recorded = await recordPaymentEvent(tx, {
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      payload: event.payload,
      outcome: "ignored",
      receivedAt: now,
    });
    if (!recorded) return { duplicate: true as const };
    const applied = await applyEvent(ctx, tx, event, rule, now);
    await settlePaymentEvent(tx, recorded.id, {
      outcome: applied.effects ? "applied" : "ignored",
      outcomeDetail: applied.detail,
      conversionId: applied.conversionId,
    });
    return { duplicate: false as const, ...applied };
  });
  if (outcome.duplicate) {
    const earlier = await findPaymentEvent(ctx.db, event.provider, event.eventId);
    return {
      ack: {
        received: true,
        duplicate: true,
        outcome: earlier?.outcome ?? "ignored",
        detail: "This event was received before; nothing was done again.",
      },
      effects: null,
    };
  }
  await runAfterCommit(ctx, outcome.after);
  return {
    ack: {
      received: true,
      duplicate: false,
      outcome: outcome.effects ? "applied" : "ignored",
      detail: outcome.detail,
    },
    effects: outcome.effects,
  };
}

async function applyEvent(
  ctx: AppContext,
  tx: Db,
  event: VerifiedPaymentEvent,
  rule: Awaited<ReturnType<typeof assignmentRule>>,
  now: Date,
): Promise<{
  effects: PurchaseEffects | null;
  detail: string | null;
  conversionId: string | null;
  after: AfterCommit;
}> {
  const ignored = (detail: string, conversionId: string | null = null) => ({
    effects: null,
    detail,
    conversionId,
    after: nothingAfterCommit(),
  });
  const paid = event.completedCheckout;
  if (!paid) return ignored(`Event type ${event.type} needs nothing done`);
  let row = paid.purchaseId ? await lockConversion(tx, paid.purchaseId) : undefined;
  row ??= await findConversionByReference(tx, event.provider, paid.providerReference);
  if (!row) {
    // A checkout opened elsewhere (the test panel's signed event, Stripe's dashboard): it names
    // the student and the plan, and becomes a purchase here.
    const student = paid.studentProfileId
      ? await findStudent(tx, { profileId: paid.studentProfileId })
      : undefined;
    const plan = paid.planId ? await findPlan(tx, paid.planId) : undefined;
    if (!student || !plan) return ignored("The checkout names no known student and plan");
    // Two events of one such checkout at once: the second waits on the unique reference, then
    // finds the first one's purchase (already paid) instead of failing.
    row =
      (await insertConversion(
        tx,
        {
          studentId: student.userId,
          planId: plan.id,
          status: "converted_online",
          state: "awaiting_payment",
          provider: event.provider,
          providerReference: paid.providerReference,
          priceMinor: plan.priceMinor,
          currency: plan.currency,
          createdAt: now,
          updatedAt: now,
        },
        { ifNew: true },
      )) ?? (await findConversionByReference(tx, event.provider, paid.providerReference));
    if (!row) return ignored("The checkout's purchase could not be read");
  }
  if (row.provider !== event.provider) return ignored("The purchase belongs to another provider", row.id);
  if (row.state === "approved") return ignored("The purchase was paid already", row.id);
  if (row.providerReference === null) {
    await updateConversion(tx, row.id, { providerReference: paid.providerReference });
  }
  const { effects, after } = await completePurchase(ctx, tx, {
    conversion: row,
    payment: {
      amountMinor: paid.amountMinor,
      currency: paid.currency,
      paidOn: paid.paidAt.toISOString().slice(0, 10),
      reference: paid.providerReference,
    },
    approverId: null,
    rule,
    origin: null,
    now,
  });
  return { effects, detail: null, conversionId: row.id, after };
}

/** Ends the plans whose period is over and tells their students (the housekeeping sweep). */
export async function endLapsedSubscriptions(ctx: AppContext, now: Date): Promise<number> {
  // The plans end and their students' notifications land together: a crash between would end a
  // plan nobody is told of, and the next sweep would not find it again.
  const told = await ctx.db.transaction(async (tx) => {
    const stored: (StoredNotification | null)[] = [];
    for (const row of await endLapsed(tx, now)) {
      stored.push(
        await storeNotification(
          tx,
          row.studentId,
          {
            type: "billing",
            title: `Your ${row.planName} plan has ended`,
            message: row.cancelAtPeriodEnd
              ? "As you asked, it was not renewed. You can choose a plan again at any time on the plans page."
              : "Renew it on the plans page to keep its universities, countries and support.",
          },
          now,
        ),
      );
    }
    return stored;
  });
  await publishNotifications(ctx, told);
  return told.length;
}
