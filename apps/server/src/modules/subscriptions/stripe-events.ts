import { randomBytes } from "node:crypto";
import { subscriptionLimits } from "@meridian/contract";
import Stripe from "stripe";
import { z } from "zod";
import type { CompletedCheckout, VerifiedPaymentEvent } from "./payment-provider.js";

/**
 * Stripe's events as this server reads and (for the test panel and the tests) writes them: the
 * signature check on the raw bytes, the mapping of a verified event onto the payment interface,
 * and a `checkout.session.completed` event built and signed the way Stripe sends one.
 */

export type StripeVerification =
  | { ok: true; event: VerifiedPaymentEvent }
  | { ok: false; reason: "signature" | "malformed"; detail: string };

const toleranceMs = subscriptionLimits.webhookToleranceSeconds * 1000;

/** Every `t=` of a signature header (the SDK signs with one of them; each must be in time). */
function signedTimestamps(signature: string | undefined): number[] {
  return (signature ?? "")
    .split(",")
    .map((item) => item.trim().split("="))
    .filter(([name]) => name === "t")
    .map(([, value]) => Number(value));
}

/**
 * Checks the `Stripe-Signature` header against the raw bytes with the SDK (HMAC of "t.body",
 * timestamp at most 300 s older than `receivedAtMs`) and, since the SDK takes any timestamp ahead
 * of the clock, at most 300 s newer; then reads the event. Nothing is parsed before the signature
 * holds.
 *
 * A correctly signed body that is not a Stripe event (not JSON, no id or type) is `malformed`:
 * the route answers 400 and records nothing, since without an event id there is nothing to
 * deduplicate a redelivery against, and Stripe never sends such a body. A well-formed event whose
 * object is odd (a paid checkout without our metadata, a bad currency) is recorded and ignored:
 * `completedCheckout` is null, so it changes nothing but is kept for whoever looks into it.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  receivedAtMs: number,
): StripeVerification {
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(
      rawBody,
      signature ?? "",
      secret,
      subscriptionLimits.webhookToleranceSeconds,
      undefined,
      receivedAtMs,
    );
  } catch (err) {
    // The SDK parses only once the signature held: a SyntaxError means the signed bytes are not
    // JSON. Anything else is a refused signature, including what the SDK throws on headers it
    // cannot read at all ("t=,v1=" fails inside its comparison with a plain Error): fail closed.
    if (err instanceof SyntaxError) {
      return { ok: false, reason: "malformed", detail: "the signed body is not JSON" };
    }
    // The SDK's first sentence says which check failed; its advice that follows is for developers.
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, reason: "signature", detail: firstSentence(message) };
  }
  // A delivery signed ahead of our clock would stay replayable for as long as it is ahead.
  if (signedTimestamps(signature).some((t) => t * 1000 > receivedAtMs + toleranceMs)) {
    return { ok: false, reason: "signature", detail: "Timestamp outside the tolerance zone (ahead)" };
  }
  const envelope = EventEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) {
    return { ok: false, reason: "malformed", detail: "the signed body is not a Stripe event" };
  }
  const { id, type, created, data } = envelope.data;
  return {
    ok: true,
    event: {
      provider: "stripe",
      eventId: id,
      type,
      payload: rawBody.toString("utf8"),
      completedCheckout: PAID_CHECKOUT_EVENTS.has(type) ? completedCheckoutOf(data.object, created) : null,
    },
  };
}

function firstSentence(message: string): string {
  return (message.split(/(?<=\.)\s/)[0] ?? message).slice(0, 200);
}

/**
 * The events that report a paid Checkout Session: `completed` (cards are paid at once) and
 * `async_payment_succeeded` (a delayed method, such as a bank debit, that completed unpaid and
 * was paid later). Either applies only when the session says `payment_status: "paid"`.
 */
const PAID_CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
]);

// Stripe's ids are short; anything past this is not Stripe's and is refused with the event.
const ID_MAX = 255;
const EventEnvelopeSchema = z.object({
  id: z.string().min(1).max(ID_MAX),
  type: z.string().min(1).max(ID_MAX),
  created: z.number().int().min(0),
  data: z.object({ object: z.unknown() }),
});

/** Our ids in the metadata; anything else there (or an id that is not a UUID) reads as absent. */
const metadataId = z.uuid().nullable().catch(null);

const PaidSessionSchema = z.object({
  object: z.literal("checkout.session"),
  id: z.string().min(1).max(ID_MAX),
  payment_status: z.literal("paid"),
  // Within a PostgreSQL integer: the column the paid amount is kept in.
  amount_total: z.number().int().min(0).max(2_147_483_647),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  metadata: z
    .object({
      purchaseId: metadataId.optional().default(null),
      studentProfileId: metadataId.optional().default(null),
      planId: metadataId.optional().default(null),
    })
    .nullable()
    .catch(null),
});

/** The paid checkout an event reports; null when the session is not paid or is not shaped as Stripe's. */
function completedCheckoutOf(object: unknown, createdSeconds: number): CompletedCheckout | null {
  const session = PaidSessionSchema.safeParse(object);
  if (!session.success) return null;
  const { id, amount_total, currency, metadata } = session.data;
  return {
    providerReference: id,
    purchaseId: metadata?.purchaseId ?? null,
    studentProfileId: metadata?.studentProfileId ?? null,
    planId: metadata?.planId ?? null,
    amountMinor: amount_total,
    currency: currency.toUpperCase(),
    paidAt: new Date(createdSeconds * 1000),
  };
}

/** A random id in Stripe's alphabet, as the test panel and the stand-in give their objects. */
export function stripeStyleId(prefix: string): string {
  const chars = [...randomBytes(24)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]);
  return `${prefix}_${chars.join("")}`;
}
const ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export interface CheckoutCompletion {
  eventId: string;
  sessionId: string;
  amountMinor: number;
  /** ISO 4217 in any case; sent lower case, as Stripe does. */
  currency: string;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  customerEmail: string | null;
  /** When the event happened, in Unix seconds. */
  created: number;
}

/** A `checkout.session.completed` event for a paid session, shaped as Stripe sends it. */
export function checkoutCompletedEvent(completion: CheckoutCompletion): Record<string, unknown> {
  return {
    id: completion.eventId,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: completion.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: completion.sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_subtotal: completion.amountMinor,
        amount_total: completion.amountMinor,
        currency: completion.currency.toLowerCase(),
        client_reference_id: completion.clientReferenceId,
        customer_email: completion.customerEmail,
        metadata: completion.metadata,
        livemode: false,
      },
    },
  };
}

/** The `Stripe-Signature` header Stripe would send with these bytes at `timestampSeconds`. */
export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}
