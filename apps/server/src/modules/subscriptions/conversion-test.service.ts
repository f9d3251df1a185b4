import {
  accessRules,
  type ConversionTestResult,
  type EndpointBody,
  type subscriptionEndpoints,
} from "@meridian/contract";
import type { Config } from "../../config.js";
import { type Actor, actorPasses } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { workedStudent } from "../students/students.service.js";
import { checkoutCompletedEvent, stripeSignatureHeader, stripeStyleId } from "./stripe-events.js";
import { receiveWebhook } from "./stripe-webhook.js";
import { findPlan } from "./subscriptions.repository.js";

/**
 * The conversion test page's panel (spec part 2 "Conversion testing page"; decision 041): an
 * admin sends a signed `checkout.session.completed` for a student and a plan through the very
 * code that takes Stripe's webhooks, and sees what it did. It takes no money and makes a real
 * purchase, so it is off in production, and off wherever no webhook secret is configured (there
 * is nothing to sign with).
 */

type PanelState = { enabled: true; secret: string } | { enabled: false; reason: string; status: 403 | 409 };

export const PANEL_OFF_IN_PRODUCTION =
  "The test panel is disabled in production: a test webhook would start a plan that nobody paid for.";
export const PANEL_NEEDS_SECRET =
  "The test panel needs STRIPE_WEBHOOK_SECRET: test webhooks are signed with it, as Stripe signs real ones.";

function panelState(config: Config): PanelState {
  if (config.env === "production") return { enabled: false, reason: PANEL_OFF_IN_PRODUCTION, status: 403 };
  const secret = config.payments.stripeWebhookSecret;
  if (!secret) return { enabled: false, reason: PANEL_NEEDS_SECRET, status: 409 };
  return { enabled: true, secret };
}

/** Whether the panel works here, and why not. */
export function conversionTestStatus(ctx: AppContext, actor: Actor) {
  authorize(actorPasses(actor, accessRules.admin), "forbidden");
  const state = panelState(ctx.config);
  return {
    enabled: state.enabled,
    reason: state.enabled ? null : state.reason,
    provider: ctx.config.payments.provider,
  };
}

/** How far back a "stale" test delivery is signed: one second past the 300 s tolerance. */
const STALE_BY_SECONDS = 301;

/**
 * Builds, signs and delivers one test event. `tamper: "body"` changes one byte after signing (the
 * paid amount's last digit, as a forger would), `"stale"` signs it 301 s ago: both must be refused
 * with nothing written. A given `eventId` sends that event again, as Stripe redelivers: the
 * service sees the id and does nothing a second time.
 */
export async function sendTestWebhook(
  ctx: AppContext,
  actor: Actor,
  input: EndpointBody<typeof subscriptionEndpoints.testWebhook>,
): Promise<ConversionTestResult> {
  authorize(actorPasses(actor, accessRules.admin), "forbidden");
  const state = panelState(ctx.config);
  if (!state.enabled) {
    throw new AppError(state.status === 403 ? "FORBIDDEN" : "CONFLICT", state.reason);
  }
  const student = await workedStudent(ctx, actor, input.studentId);
  const plan = await findPlan(ctx.db, input.planId);
  authorize(plan?.isActive === true, { notFound: "Plan" });

  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  const eventId = input.eventId ?? stripeStyleId("evt_test");
  const payload = JSON.stringify(
    checkoutCompletedEvent({
      eventId,
      sessionId: stripeStyleId("cs_test"),
      amountMinor: plan.priceMinor,
      currency: plan.currency,
      // No purchase id: this checkout was not opened by a student, the service makes the purchase.
      metadata: { studentProfileId: student.profileId, planId: plan.id },
      clientReferenceId: student.profileId,
      customerEmail: student.email,
      created: nowSeconds,
    }),
  );
  const { tamper } = input;
  const signedAt = tamper === "stale" ? nowSeconds - STALE_BY_SECONDS : nowSeconds;
  const signature = stripeSignatureHeader(payload, state.secret, signedAt);
  const body = tamper === "body" ? changeOneByte(payload) : payload;

  const receipt = await receiveWebhook(ctx, Buffer.from(body, "utf8"), signature);
  return {
    eventId,
    httpStatus: receipt.status,
    ack: receipt.ack ?? null,
    error: receipt.error ?? null,
    effects: receipt.effects,
  };
}

const AMOUNT = /"amount_total":(\d+)/;

/** The payload with the paid amount's last digit changed: same length, still JSON, one byte off. */
export function changeOneByte(payload: string): string {
  const match = AMOUNT.exec(payload);
  if (!match?.[1]) throw new Error("the test event has no amount");
  const digits = match[1];
  const last = Number(digits.at(-1));
  const changed = `${digits.slice(0, -1)}${(last + 1) % 10}`;
  return payload.replace(AMOUNT, `"amount_total":${changed}`);
}
