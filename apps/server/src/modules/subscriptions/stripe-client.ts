import Stripe from "stripe";
import type { PaymentsConfig } from "../../config.js";
import { AppError } from "../../lib/app-error.js";
import type { CheckoutRequest, HostedCheckout } from "./payment-provider.js";

/**
 * The Stripe side of checkout (decision 041): one SDK client per configuration, and the hosted
 * Checkout Session a student pays on. With STRIPE_API_URL set (tests, e2e) the SDK talks to that
 * address instead of Stripe's, through its own host/port/protocol options, so the SDK's real
 * request encoding, headers and error handling are what the tests exercise.
 */

/** Long enough for Stripe on a bad day, short enough that a student is not left waiting. */
export const STRIPE_TIMEOUT_MS = 10_000;
/** One retry, on connection errors and 5xx; the idempotency key makes it safe. */
const STRIPE_MAX_RETRIES = 1;

const clients = new WeakMap<PaymentsConfig, Stripe>();

/** The SDK client of this configuration (made once): null without STRIPE_SECRET_KEY. */
export function stripeClient(config: PaymentsConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.stripeSecretKey, {
      maxNetworkRetries: STRIPE_MAX_RETRIES,
      timeout: STRIPE_TIMEOUT_MS,
      // No latency figures of earlier requests sent along with later ones.
      telemetry: false,
      ...apiAddress(config.stripeApiUrl),
    });
    clients.set(config, client);
  }
  return client;
}

/** The SDK's address options for STRIPE_API_URL; none (Stripe itself) when it is unset. */
function apiAddress(url: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return {
    host: parsed.hostname,
    port: parsed.port || (protocol === "http" ? 80 : 443),
    protocol,
  };
}

/** "Explorer" → "Meridian Explorer plan — 1 year": what the student reads on Stripe's page, the name as the admin wrote it. */
export function checkoutProductName(planName: string): string {
  return `Meridian ${planName.trim()} plan — 1 year`;
}

/**
 * Opens a hosted Checkout Session for one purchase. Our ids ride in the metadata, so the webhook
 * that reports the payment finds the purchase; the idempotency key makes a retried call return the
 * same session. Any failure of Stripe (unreachable, timed out, refused) answers 503 "Payments are
 * unavailable right now", never a 500; the log gets what identifies the failure, never the key.
 */
export async function createStripeCheckout(
  config: PaymentsConfig,
  req: CheckoutRequest,
  options: { timeoutMs?: number } = {},
): Promise<HostedCheckout> {
  const client = stripeClient(config);
  if (!client) throw paymentsUnavailable(new Error("STRIPE_SECRET_KEY is not set"));
  let session: Stripe.Checkout.Session;
  try {
    session = await client.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: req.plan.currency.toLowerCase(),
              unit_amount: req.plan.priceMinor,
              product_data: { name: checkoutProductName(req.plan.name) },
            },
          },
        ],
        customer_email: req.student.email,
        client_reference_id: req.student.profileId,
        metadata: {
          purchaseId: req.purchaseId,
          studentProfileId: req.student.profileId,
          planId: req.plan.id,
        },
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
      },
      {
        idempotencyKey: req.idempotencyKey,
        ...(options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs }),
      },
    );
  } catch (err) {
    throw paymentsUnavailable(describeStripeFailure(err));
  }
  if (!session.url) throw paymentsUnavailable(new Error(`Checkout Session ${session.id} came without a url`));
  return { url: session.url, providerReference: session.id };
}

/** 503 in the envelope; `cause` (logged with the error, never sent) says what Stripe did. */
function paymentsUnavailable(cause: Error): AppError {
  const error = new AppError("SERVICE_UNAVAILABLE", "Payments are unavailable right now", {
    hint: "Please try again in a few minutes.",
  });
  error.cause = cause;
  return error;
}

// Stripe's own messages name keys only masked ("sk_test_****1234"); anything key-shaped is cut anyway.
const KEY_SHAPED = /\b(sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g;

/**
 * A plain error naming a Stripe failure by what identifies it: its class, HTTP status, code and
 * request id. The SDK's error carries the raw response and headers; none of that is copied.
 */
export function describeStripeFailure(err: unknown): Error {
  if (err instanceof Stripe.errors.StripeError) {
    const parts = [
      err.type,
      err.statusCode === undefined ? undefined : `status ${err.statusCode}`,
      err.code === undefined ? undefined : `code ${err.code}`,
      err.requestId === undefined ? undefined : `request ${err.requestId}`,
    ].filter((part) => part !== undefined);
    return new Error(`Stripe: ${parts.join(", ")}: ${err.message.replace(KEY_SHAPED, "$1_[redacted]")}`);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new Error(`Stripe: ${message.replace(KEY_SHAPED, "$1_[redacted]")}`);
}
