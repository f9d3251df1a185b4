import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  conversions,
  paymentEvents,
  type SubscriptionPlanRow,
  subscriptions,
  type UserRow,
} from "../../db/schema/index.js";
import { assignStudentRow, createPlan, createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { LogCapture } from "../../test/log-capture.js";
import { paymentRowCounts } from "../../test/payments.js";
import { type StripeStandin, startStripeStandin } from "../../test/stripe-standin.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { checkoutCompletedEvent, stripeSignatureHeader, stripeStyleId } from "./stripe-events.js";
import { WEBHOOK_BODY_LIMIT_BYTES } from "./stripe-webhook.routes.js";

const SECRET_KEY = "sk_test_webhook_suite_0123456789";
const WEBHOOK_SECRET = "whsec_webhook_suite_abcdef";
const WEBHOOK_URL = "/api/webhooks/subscription";

/**
 * The app's clock, standing still unless moved: a signature's age is measured on it, so "299 s
 * old" stays 299 s however slowly the machine gets from signing to checking.
 */
class StillClock {
  private at = Date.now();
  readonly now = () => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
}

let standin: StripeStandin;
let t: TestApp;
const clock = new StillClock();
const logs = new LogCapture();
beforeAll(async () => {
  standin = await startStripeStandin();
  t = await createTestApp({
    now: clock.now,
    logs,
    env: {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standin.url,
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await standin.close();
});
beforeEach(() => standin.fail(null));

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

async function student(): Promise<{ user: UserRow; profileId: string }> {
  const user = await createUser(t.database.db, { firstName: "Ada", lastName: "Lovelace" });
  return { user, profileId: await assignStudentRow(t.database.db, user.id, null) };
}

/** A paid checkout of `plan` for the student, as the test panel or Stripe's dashboard would open one. */
function paidEvent(s: { user: UserRow; profileId: string }, plan: SubscriptionPlanRow, eventId?: string) {
  return JSON.stringify(
    checkoutCompletedEvent({
      eventId: eventId ?? stripeStyleId("evt_test"),
      sessionId: stripeStyleId("cs_test"),
      amountMinor: plan.priceMinor,
      currency: plan.currency,
      metadata: { studentProfileId: s.profileId, planId: plan.id },
      clientReferenceId: s.profileId,
      customerEmail: s.user.email,
      created: nowSeconds(),
    }),
  );
}

function deliver(
  payload: string | Buffer,
  signature: string | undefined,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: WEBHOOK_URL,
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
      ...headers,
    },
    payload,
  });
}

const sign = (payload: string, at = nowSeconds()) => stripeSignatureHeader(payload, WEBHOOK_SECRET, at);

const rowsOf = (studentId: string) => paymentRowCounts(t.database.db, studentId);

describe("POST /api/webhooks/subscription", () => {
  it("applies a correctly signed paid checkout: the plan starts, the event is recorded once", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 58_800 });
    const s = await student();
    const payload = paidEvent(s, plan, "evt_test_valid1");

    const res = await deliver(payload, sign(payload));

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { received: true, duplicate: false, outcome: "applied", detail: null },
    });
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, "evt_test_valid1"));
    expect(event).toMatchObject({
      provider: "stripe",
      type: "checkout.session.completed",
      outcome: "applied",
    });
    // Kept byte for byte as it came.
    expect(event?.payload).toBe(payload);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.studentId, s.user.id));
    expect(subscription).toMatchObject({ status: "active", planId: plan.id, amountMinor: 58_800 });
    const [purchase] = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.studentId, s.user.id));
    expect(purchase).toMatchObject({ state: "approved", provider: "stripe", paidAmountMinor: 58_800 });
  });

  it("has one effect for five deliveries of one event, some at once", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const payload = paidEvent(s, plan);
    const signature = sign(payload);

    const first = await deliver(payload, signature);
    const second = await deliver(payload, signature);
    const together = await Promise.all([1, 2, 3].map(() => deliver(payload, signature)));
    const all = [first, second, ...together];

    for (const res of all) expect(res.statusCode, res.body).toBe(200);
    const acks = all.map((res) => res.json().data);
    expect(acks.filter((ack) => !ack.duplicate)).toHaveLength(1);
    expect(acks[0]).toMatchObject({ duplicate: false, outcome: "applied" });
    for (const ack of acks.slice(1)) expect(ack).toMatchObject({ duplicate: true, outcome: "applied" });
    const rows = await rowsOf(s.user.id);
    expect(rows).toMatchObject({ conversions: 1, subscriptions: 1, notes: 1 });
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, JSON.parse(payload).id));
    expect(events).toHaveLength(1);
  });

  it("refuses a body changed by one byte after signing, and writes nothing", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 12_000 });
    const s = await student();
    const payload = paidEvent(s, plan);
    const signature = sign(payload);
    const tampered = payload.replace('"amount_total":12000', '"amount_total":12001');
    expect(Buffer.byteLength(tampered)).toBe(Buffer.byteLength(payload));
    const before = await rowsOf(s.user.id);

    const res = await deliver(tampered, signature);

    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "BAD_REQUEST", message: "Invalid webhook signature" });
    expect(await rowsOf(s.user.id)).toEqual(before);
    expect(before).toMatchObject({ conversions: 0, subscriptions: 0 });
  });

  it("refuses a signature 301 seconds old and takes one 299 seconds old, by the server's clock", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const stale = paidEvent(s, plan);
    const before = await rowsOf(s.user.id);

    const refused = await deliver(stale, sign(stale, nowSeconds() - 301));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Invalid webhook signature");
    expect(await rowsOf(s.user.id)).toEqual(before);

    // Signed now, received 301 s later: the age is measured on the app's clock.
    const late = paidEvent(s, plan);
    const signedAt = nowSeconds();
    clock.advance(301_000);
    expect((await deliver(late, sign(late, signedAt))).statusCode).toBe(400);
    expect(await rowsOf(s.user.id)).toEqual(before);

    const fresh = paidEvent(s, plan);
    const accepted = await deliver(fresh, sign(fresh, nowSeconds() - 299));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.outcome).toBe("applied");
  });

  it("refuses a signature from an hour or 301 seconds ahead and takes one 299 seconds ahead", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const before = await rowsOf(s.user.id);
    for (const ahead of [3600, 301]) {
      const early = paidEvent(s, plan);
      const refused = await deliver(early, sign(early, nowSeconds() + ahead));
      expect(refused.statusCode, `${ahead} s ahead`).toBe(400);
      expect(refused.json().error.message).toBe("Invalid webhook signature");
    }
    expect(await rowsOf(s.user.id)).toEqual(before);

    const slightlyAhead = paidEvent(s, plan);
    const accepted = await deliver(slightlyAhead, sign(slightlyAhead, nowSeconds() + 299));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.outcome).toBe("applied");
  });

  it("refuses a delivery without a signature, or with a garbled one", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const payload = paidEvent(s, plan);
    const good = sign(payload);
    const before = await rowsOf(s.user.id);
    for (const signature of [
      undefined,
      "",
      "garbage",
      "t=,v1=",
      good.replace(/v1=[0-9a-f]{4}/, "v1=0000"),
      stripeSignatureHeader(payload, "whsec_someone_else", nowSeconds()),
    ]) {
      const res = await deliver(payload, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json().error).toEqual({ code: "BAD_REQUEST", message: "Invalid webhook signature" });
    }
    expect(await rowsOf(s.user.id)).toEqual(before);
    const refusal = await logs.waitFor((line) => line.msg === "webhook refused");
    expect(refusal.refusal).toEqual(expect.any(String));
    expect(logs.text()).not.toContain(WEBHOOK_SECRET);
  });

  it("records an event of a type it does not act on, and acknowledges it", async () => {
    const eventId = stripeStyleId("evt_test");
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      type: "customer.created",
      created: nowSeconds(),
      data: { object: { id: "cus_test_1", object: "customer" } },
    });

    const res = await deliver(payload, sign(payload));

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ received: true, duplicate: false, outcome: "ignored" });
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, eventId));
    expect(event).toMatchObject({ type: "customer.created", outcome: "ignored", conversionId: null });
  });

  it("records and ignores a paid checkout that names no student or plan", async () => {
    const eventId = stripeStyleId("evt_test");
    const payload = JSON.stringify(
      checkoutCompletedEvent({
        eventId,
        sessionId: stripeStyleId("cs_test"),
        amountMinor: 100,
        currency: "usd",
        metadata: {},
        clientReferenceId: null,
        customerEmail: null,
        created: nowSeconds(),
      }),
    );
    const res = await deliver(payload, sign(payload));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ duplicate: false, outcome: "ignored" });
  });

  it("answers 400 for a signed body that is not an event, and records nothing", async () => {
    const before = (await t.database.db.select().from(paymentEvents)).length;
    for (const payload of ["not json at all", JSON.stringify({ hello: "world" })]) {
      const res = await deliver(payload, sign(payload));
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error).toEqual({
        code: "BAD_REQUEST",
        message: "The signed body is not a Stripe event",
      });
    }
    expect((await t.database.db.select().from(paymentEvents)).length).toBe(before);
  });

  it("takes the raw bytes whatever the content type, and refuses a body past 64 KB with 413", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const payload = paidEvent(s, plan);
    const asText = await deliver(payload, sign(payload), { "content-type": "text/plain" });
    expect(asText.statusCode, asText.body).toBe(200);

    const padded = JSON.stringify({
      ...JSON.parse(paidEvent(s, plan)),
      padding: "x".repeat(WEBHOOK_BODY_LIMIT_BYTES),
    });
    const big = await deliver(padded, sign(padded));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("needs no session or CSRF token, and ignores a browser's cross-site marks", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const payload = paidEvent(s, plan);
    const res = await deliver(payload, sign(payload), {
      origin: "https://elsewhere.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("over a real connection, as Stripe and an outsider send it", () => {
  it("applies a signed event once, and a redelivery or a tampered copy changes nothing", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const plan = await createPlan(t.database.db, { priceMinor: 24_000 });
    const s = await student();
    const payload = paidEvent(s, plan);
    const signature = sign(payload);
    const post = (body: string, header: string) =>
      fetch(`${address}${WEBHOOK_URL}`, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
        body,
      });

    const first = await post(payload, signature);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: unknown }).data).toMatchObject({
      outcome: "applied",
      duplicate: false,
    });
    const after = await rowsOf(s.user.id);

    const again = await post(payload, signature);
    expect(((await again.json()) as { data: unknown }).data).toMatchObject({ duplicate: true });
    const tampered = await post(payload.replace('"amount_total":24000', '"amount_total":2400 '), signature);
    expect(tampered.status).toBe(400);
    // Re-serialized JSON (spacing changed, same meaning) is another body: its signature fails too.
    const reformatted = await post(JSON.stringify(JSON.parse(payload), null, 1), signature);
    expect(reformatted.status).toBe(400);
    expect(await rowsOf(s.user.id)).toEqual(after);
  });
});

describe("a student's Stripe checkout, end to end through the stand-in", () => {
  let buyer: { user: UserRow; profileId: string; headers: BrowserHeaders };
  beforeAll(async () => {
    const s = await student();
    buyer = { ...s, headers: await signIn(t.app, s.user) };
  });

  const checkout = (planId: string, key?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/subscription/checkout",
      headers: { ...buyer.headers, ...(key ? { "idempotency-key": key } : {}) },
      payload: { planId },
    });

  it("opens a Checkout Session with the plan's price and our ids, then the signed webhook completes it", async () => {
    const plan = await createPlan(t.database.db, { name: "Achiever", priceMinor: 49_900, currency: "EUR" });
    const sent = standin.requests.length;

    const res = await checkout(plan.id);

    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data.kind).toBe("redirect");
    expect(standin.requests).toHaveLength(sent + 1);
    const request = standin.requests.at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers["idempotency-key"]).toEqual(expect.stringContaining(data.purchase.id));
    expect(request?.form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "49900",
      "line_items[0][price_data][product_data][name]": "Meridian Achiever plan — 1 year",
      customer_email: buyer.user.email,
      client_reference_id: buyer.profileId,
      "metadata[purchaseId]": data.purchase.id,
      "metadata[studentProfileId]": buyer.profileId,
      "metadata[planId]": plan.id,
    });
    const session = [...standin.sessions.values()].find((x) => x.metadata.purchaseId === data.purchase.id);
    expect(data.url).toBe(session?.url);
    expect(data.purchase).toMatchObject({ state: "awaiting_payment", provider: "stripe" });

    if (!session) throw new Error("no session");
    const webhook = standin.complete(session.id, { secret: WEBHOOK_SECRET, timestampSeconds: nowSeconds() });
    const paid = await deliver(webhook.payload, webhook.signature);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ duplicate: false, outcome: "applied" });

    const mine = await t.app.inject({ method: "GET", url: "/api/subscription", headers: buyer.headers });
    expect(mine.json().data.subscription).toMatchObject({
      status: "active",
      plan: { id: plan.id },
      amountMinor: 49_900,
      currency: "EUR",
      source: "online",
    });
    const [purchase] = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.id, data.purchase.id));
    expect(purchase).toMatchObject({
      state: "approved",
      providerReference: session.id,
      receiptNumber: expect.any(Number),
    });

    // Stripe sends it again: nothing more happens.
    const again = await deliver(
      webhook.payload,
      stripeSignatureHeader(webhook.payload, WEBHOOK_SECRET, nowSeconds()),
    );
    expect(again.json().data).toMatchObject({ duplicate: true });
    expect(await rowsOf(buyer.user.id)).toMatchObject({ subscriptions: 1 });
  });

  it("answers 503 in the envelope when Stripe fails, takes no payment, logs no secret, and a retry opens the session", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 30_000 });
    const other = await student();
    const headers = await signIn(t.app, other.user);
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/subscription/checkout",
        headers: { ...headers, "idempotency-key": "checkout-retry-1" },
        payload: { planId: plan.id },
      });
    standin.fail("error");

    const res = await attempt();

    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: "SERVICE_UNAVAILABLE", message: "Payments are unavailable right now" },
    });
    const mine = await t.app.inject({ method: "GET", url: "/api/subscription", headers });
    // Nothing is left half-made: no purchase is shown as open.
    expect(mine.json().data).toMatchObject({ subscription: null, openPurchase: null });
    const rows = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.studentId, other.user.id));
    expect(rows.filter((row) => row.state === "approved" || row.providerReference !== null)).toEqual([]);
    const failure = await logs.waitFor(
      (line) => line.level === 50 && JSON.stringify(line).includes("Payments are unavailable"),
    );
    expect(JSON.stringify(failure)).toContain("status 500");
    expect(logs.text()).not.toContain(SECRET_KEY);

    // Stripe is back: the same request again opens the session for the same purchase.
    standin.fail(null);
    const retried = await attempt();
    expect(retried.statusCode, retried.body).toBeLessThan(300);
    expect(retried.json().data).toMatchObject({
      kind: "redirect",
      url: expect.stringContaining("/pay/cs_test_"),
    });
    const after = await t.database.db
      .select()
      .from(conversions)
      .where(eq(conversions.studentId, other.user.id));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      state: "awaiting_payment",
      providerReference: expect.stringMatching(/^cs_test_/),
    });
  });
});

describe("without a webhook secret", () => {
  it("answers like an unknown route and writes nothing", async () => {
    const plain = await createTestApp();
    try {
      const payload = JSON.stringify({ id: "evt_test_x", type: "checkout.session.completed" });
      const res = await plain.app.inject({
        method: "POST",
        url: WEBHOOK_URL,
        headers: { "content-type": "application/json", "stripe-signature": sign(payload) },
        payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: "NOT_FOUND", message: "Webhooks are not configured" });
      expect(await plain.database.db.select().from(paymentEvents)).toEqual([]);
    } finally {
      await plain.app.close();
    }
  });
});
