import { describe, expect, it } from "vitest";
import {
  type CheckoutCompletion,
  checkoutCompletedEvent,
  stripeSignatureHeader,
  stripeStyleId,
  verifyStripeEvent,
} from "./stripe-events.js";

const SECRET = "whsec_test_events";
const NOW_MS = Date.UTC(2026, 10, 25, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

const completion = (overrides: Partial<CheckoutCompletion> = {}): CheckoutCompletion => ({
  eventId: "evt_test_1",
  sessionId: "cs_test_1",
  amountMinor: 12_000,
  currency: "usd",
  metadata: {
    purchaseId: "0190d3a0-1111-7000-8000-000000000001",
    studentProfileId: "0190d3a0-4444-7000-8000-000000000004",
    planId: "0190d3a0-2222-7000-8000-000000000002",
  },
  clientReferenceId: "0190d3a0-4444-7000-8000-000000000004",
  customerEmail: "ana@gmail.com",
  created: NOW_S - 5,
  ...overrides,
});

function signed(event: unknown, timestamp = NOW_S, secret = SECRET) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  return { body: Buffer.from(payload), header: stripeSignatureHeader(payload, secret, timestamp) };
}

describe("verifyStripeEvent", () => {
  it("reads a paid checkout from a correctly signed event", () => {
    const { body, header } = signed(checkoutCompletedEvent(completion()));
    const result = verifyStripeEvent(body, header, SECRET, NOW_MS);
    expect(result).toEqual({
      ok: true,
      event: {
        provider: "stripe",
        eventId: "evt_test_1",
        type: "checkout.session.completed",
        payload: body.toString(),
        completedCheckout: {
          providerReference: "cs_test_1",
          purchaseId: "0190d3a0-1111-7000-8000-000000000001",
          studentProfileId: "0190d3a0-4444-7000-8000-000000000004",
          planId: "0190d3a0-2222-7000-8000-000000000002",
          amountMinor: 12_000,
          currency: "USD",
          paidAt: new Date((NOW_S - 5) * 1000),
        },
      },
    });
  });

  it("refuses a body changed by one byte after signing", () => {
    const { body, header } = signed(checkoutCompletedEvent(completion()));
    const tampered = Buffer.from(body.toString().replace('"amount_total":12000', '"amount_total":12001'));
    expect(tampered.length).toBe(body.length);
    expect(verifyStripeEvent(tampered, header, SECRET, NOW_MS)).toMatchObject({
      ok: false,
      reason: "signature",
    });
  });

  it("accepts a signature up to 300 seconds old and refuses one 301 seconds old", () => {
    const event = checkoutCompletedEvent(completion());
    for (const age of [0, 299, 300]) {
      const { body, header } = signed(event, NOW_S - age);
      expect(verifyStripeEvent(body, header, SECRET, NOW_MS).ok, `${age} s`).toBe(true);
    }
    const { body, header } = signed(event, NOW_S - 301);
    expect(verifyStripeEvent(body, header, SECRET, NOW_MS)).toEqual({
      ok: false,
      reason: "signature",
      detail: "Timestamp outside the tolerance zone",
    });
  });

  it("refuses a missing, garbled or wrongly keyed signature", () => {
    const { body, header } = signed(checkoutCompletedEvent(completion()));
    for (const bad of [
      undefined,
      "",
      "garbage",
      "t=abc,v1=def",
      "t=,v1=",
      header.replace(/v1=\w/, "v1=0"),
      signed(body.toString(), NOW_S, "whsec_other").header,
    ]) {
      expect(verifyStripeEvent(body, bad, SECRET, NOW_MS), String(bad)).toMatchObject({
        ok: false,
        reason: "signature",
      });
    }
  });

  it("calls a signed body that is not an event malformed", () => {
    for (const payload of [
      "not json",
      "[]",
      "{}",
      JSON.stringify({ id: "evt_1", type: "x" }),
      JSON.stringify({ id: "", type: "x", created: 1, data: { object: {} } }),
    ]) {
      const { body, header } = signed(payload);
      expect(verifyStripeEvent(body, header, SECRET, NOW_MS), payload).toMatchObject({
        ok: false,
        reason: "malformed",
      });
    }
  });

  it("reports no paid checkout for other events, unpaid sessions and odd session objects", () => {
    const base = checkoutCompletedEvent(completion()) as { data: { object: Record<string, unknown> } };
    const variants: unknown[] = [
      { ...base, type: "customer.created" },
      { ...base, type: "checkout.session.expired" },
      { ...base, data: { object: { ...base.data.object, payment_status: "unpaid" } } },
      { ...base, data: { object: { ...base.data.object, amount_total: null } } },
      { ...base, data: { object: { ...base.data.object, amount_total: 12.5 } } },
      { ...base, data: { object: { ...base.data.object, currency: "dollars" } } },
      { ...base, data: { object: "cs_test_1" } },
    ];
    for (const event of variants) {
      const { body, header } = signed(event);
      const result = verifyStripeEvent(body, header, SECRET, NOW_MS);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.event.completedCheckout, JSON.stringify(event)).toBeNull();
    }
  });

  it("reads metadata that is missing or not our ids as absent", () => {
    const base = checkoutCompletedEvent(completion()) as { data: { object: Record<string, unknown> } };
    for (const metadata of [null, {}, "x", { purchaseId: "not-a-uuid", planId: 7 }]) {
      const { body, header } = signed({ ...base, data: { object: { ...base.data.object, metadata } } });
      const result = verifyStripeEvent(body, header, SECRET, NOW_MS);
      expect(result.ok && result.event.completedCheckout).toMatchObject({
        purchaseId: null,
        studentProfileId: null,
        planId: null,
        amountMinor: 12_000,
      });
    }
  });

  it("takes a delayed payment that succeeded later as paid", () => {
    const event = {
      ...checkoutCompletedEvent(completion()),
      type: "checkout.session.async_payment_succeeded",
    };
    const { body, header } = signed(event);
    const result = verifyStripeEvent(body, header, SECRET, NOW_MS);
    expect(result.ok && result.event.completedCheckout?.providerReference).toBe("cs_test_1");
  });

  it("gives ids in Stripe's alphabet", () => {
    expect(stripeStyleId("evt_test")).toMatch(/^evt_test_[A-Za-z0-9]{24}$/);
  });
});
