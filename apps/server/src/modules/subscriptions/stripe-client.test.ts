import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentsConfig } from "../../config.js";
import { AppError } from "../../lib/app-error.js";
import { type StripeStandin, startStripeStandin } from "../../test/stripe-standin.js";
import type { CheckoutRequest } from "./payment-provider.js";
import { createStripeCheckout, describeStripeFailure, stripeClient } from "./stripe-client.js";

const SECRET_KEY = "sk_test_standin_0123456789abcdef";
let standin: StripeStandin;
let config: PaymentsConfig;

beforeAll(async () => {
  standin = await startStripeStandin();
  config = {
    provider: "stripe",
    stripeSecretKey: SECRET_KEY,
    stripeWebhookSecret: "whsec_test_secret",
    stripeApiUrl: standin.url,
    manualInstructions: "",
  };
});
afterAll(() => standin.close());
beforeEach(() => {
  standin.fail(null);
  standin.requests.length = 0;
});

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  purchaseId: "0190d3a0-1111-7000-8000-000000000001",
  plan: { id: "0190d3a0-2222-7000-8000-000000000002", name: "Achiever", priceMinor: 49_900, currency: "EUR" },
  student: {
    userId: "0190d3a0-3333-7000-8000-000000000003",
    profileId: "0190d3a0-4444-7000-8000-000000000004",
    email: "ana@gmail.com",
  },
  successUrl: "http://127.0.0.1:3000/subscription?checkout=success",
  cancelUrl: "http://127.0.0.1:3000/plans?checkout=cancelled",
  idempotencyKey: `checkout-${Math.random().toString(16).slice(2)}`,
  ...overrides,
});

describe("createStripeCheckout", () => {
  it("opens a one-item payment session with our ids in the metadata, through the SDK", async () => {
    const req = request();
    const checkout = await createStripeCheckout(config, req);

    expect(standin.requests).toHaveLength(1);
    const [sent] = standin.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.path).toBe("/v1/checkout/sessions");
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.headers["idempotency-key"]).toBe(req.idempotencyKey);
    // No latency figures of earlier calls ride along (telemetry off).
    expect(sent?.headers["x-stripe-client-telemetry"]).toBeUndefined();
    expect(sent?.form).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "49900",
      "line_items[0][price_data][product_data][name]": "Meridian Achiever plan — 1 year",
      customer_email: "ana@gmail.com",
      client_reference_id: req.student.profileId,
      "metadata[purchaseId]": req.purchaseId,
      "metadata[studentProfileId]": req.student.profileId,
      "metadata[planId]": req.plan.id,
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
    });
    const session = standin.sessions.get(checkout.providerReference);
    expect(session?.amountTotal).toBe(49_900);
    expect(checkout).toEqual({
      url: `${standin.url}/pay/${checkout.providerReference}`,
      providerReference: session?.id,
    });
    expect(checkout.providerReference).toMatch(/^cs_test_/);
  });

  it("gets the same session back for a retried call with the same idempotency key", async () => {
    const req = request();
    const first = await createStripeCheckout(config, req);
    const again = await createStripeCheckout(config, req);
    expect(again).toEqual(first);
  });

  it("makes one SDK client per configuration", () => {
    expect(stripeClient(config)).toBe(stripeClient(config));
    expect(stripeClient({ ...config })).not.toBe(stripeClient(config));
    expect(stripeClient({ ...config, stripeSecretKey: undefined })).toBeNull();
  });

  const refusals = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    const appError = err as AppError;
    expect(appError.code).toBe("SERVICE_UNAVAILABLE");
    expect(appError.statusCode).toBe(503);
    expect(appError.message).toBe("Payments are unavailable right now");
    // What is logged says what Stripe did, and never carries the key.
    expect(String((appError.cause as Error).message)).not.toContain(SECRET_KEY);
    return appError;
  };

  it("answers 503 when Stripe fails, after the SDK's one retry", async () => {
    standin.fail("error");
    const err = await refusals(createStripeCheckout(config, request()));
    expect(standin.requests).toHaveLength(2);
    expect(standin.requests[0]?.headers["idempotency-key"]).toBe(
      standin.requests[1]?.headers["idempotency-key"],
    );
    expect((err.cause as Error).message).toContain("status 500");
  });

  it("answers 503 when the connection drops", async () => {
    standin.fail("reset");
    await refusals(createStripeCheckout(config, request()));
  });

  it("answers 503 when Stripe does not answer in time", async () => {
    standin.fail("hang");
    await refusals(createStripeCheckout(config, request(), { timeoutMs: 200 }));
    expect(standin.requests.length).toBeGreaterThanOrEqual(1);
  });

  it("answers 503 without a secret key", async () => {
    await refusals(createStripeCheckout({ ...config, stripeSecretKey: undefined }, request()));
    expect(standin.requests).toHaveLength(0);
  });

  it("cuts anything key-shaped out of what it logs", () => {
    expect(describeStripeFailure(new Error("bad key sk_test_abcdef123 and whsec_zzz")).message).toBe(
      "Stripe: bad key sk_[redacted] and whsec_[redacted]",
    );
  });
});
