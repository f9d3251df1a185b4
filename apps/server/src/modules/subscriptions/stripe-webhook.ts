import type { PurchaseEffects, WebhookAck } from "@meridian/contract";
import type { AppContext } from "../../lib/context.js";
import { verifyStripeEvent } from "./stripe-events.js";
import { handlePaymentEvent } from "./subscriptions.service.js";

/** What a webhook delivery was answered, and what it did. */
export interface WebhookReceipt {
  status: 200 | 400 | 404;
  ack?: WebhookAck;
  error?: string;
  /** For the log: which check refused the delivery (never the header or the secret). */
  refusal?: string;
  effects: PurchaseEffects | null;
}

export const WEBHOOKS_NOT_CONFIGURED = "Webhooks are not configured";
export const INVALID_SIGNATURE = "Invalid webhook signature";
export const NOT_AN_EVENT = "The signed body is not a Stripe event";

/**
 * One webhook delivery, as the public route and the admins' test panel both hand it in: the
 * signature is checked on the raw bytes before anything else (decision 041), and only a delivery
 * whose signature holds reaches the service, which records the event once and applies it in the
 * same transaction. A refused delivery writes nothing.
 *
 * Without STRIPE_WEBHOOK_SECRET there is nothing to check a signature against: the route answers
 * like an unknown one. A correctly signed body that is not an event (not JSON, no id) answers 400
 * and is not recorded (there is no event id to record it under); an event that is one but
 * reports no paid checkout we can read is recorded and ignored (see `verifyStripeEvent`).
 */
export async function receiveWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  const secret = ctx.config.payments.stripeWebhookSecret;
  if (!secret) return { status: 404, error: WEBHOOKS_NOT_CONFIGURED, effects: null };
  const verified = verifyStripeEvent(rawBody, signature, secret, ctx.now().getTime());
  if (!verified.ok) {
    const error = verified.reason === "signature" ? INVALID_SIGNATURE : NOT_AN_EVENT;
    return { status: 400, error, refusal: verified.detail, effects: null };
  }
  const { ack, effects } = await handlePaymentEvent(ctx, verified.event);
  return { status: 200, ack, effects };
}
