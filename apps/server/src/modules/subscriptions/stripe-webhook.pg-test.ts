import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversions, followUpNotes, paymentEvents, subscriptions } from "../../db/schema/index.js";
import { assignStudentRow, createPlan, createUser } from "../../test/factories.js";
import { signIn } from "../../test/http.js";
import { type StripeStandin, startStripeStandin } from "../../test/stripe-standin.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { stripeSignatureHeader } from "./stripe-events.js";

// On PostgreSQL, deliveries of one event really run at once (a pool of connections, row locks and
// the unique event key), which PGlite's single connection cannot show.
const WEBHOOK_SECRET = "whsec_pg_suite_0123456789";
let standin: StripeStandin;
let t: TestApp;
beforeAll(async () => {
  standin = await startStripeStandin();
  t = await createTestApp({
    env: {
      PAYMENTS: "stripe",
      STRIPE_SECRET_KEY: "sk_test_pg_suite",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standin.url,
    },
  });
});
afterAll(async () => {
  await t.app.close();
  await standin.close();
});

function deliver(payload: string, signature: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/subscription",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

/** A student who opened a Checkout Session for a plan through the stand-in. */
async function openCheckout() {
  const plan = await createPlan(t.database.db, { priceMinor: 58_800 });
  const user = await createUser(t.database.db);
  await assignStudentRow(t.database.db, user.id, null);
  const headers = await signIn(t.app, user);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/subscription/checkout",
    headers,
    payload: { planId: plan.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  const purchaseId: string = res.json().data.purchase.id;
  const session = [...standin.sessions.values()].find((s) => s.metadata.purchaseId === purchaseId);
  if (!session) throw new Error("the stand-in opened no session for the purchase");
  return { user, sessionId: session.id };
}

async function rowsOf(studentId: string) {
  const db = t.database.db;
  return {
    conversions: await db.select().from(conversions).where(eq(conversions.studentId, studentId)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.studentId, studentId)),
    notes: await db.select().from(followUpNotes).where(eq(followUpNotes.studentId, studentId)),
  };
}

describe("concurrent webhook deliveries on PostgreSQL", () => {
  it("five deliveries of one event, all at once, have one effect", async () => {
    const { user, sessionId } = await openCheckout();
    const webhook = standin.complete(sessionId, { secret: WEBHOOK_SECRET });

    const results = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(webhook.payload, webhook.signature)));

    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const acks = results.map((res) => res.json().data);
    expect(acks.filter((ack) => !ack.duplicate)).toEqual([
      { received: true, duplicate: false, outcome: "applied", detail: null },
    ]);
    const rows = await rowsOf(user.id);
    expect(rows.conversions).toHaveLength(1);
    expect(rows.conversions[0]).toMatchObject({ state: "approved", providerReference: sessionId });
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.notes).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, webhook.eventId));
    expect(events).toHaveLength(1);
  });

  it("two different events reporting one paid checkout, at once, have one effect", async () => {
    const { user, sessionId } = await openCheckout();
    const completed = standin.complete(sessionId, { secret: WEBHOOK_SECRET });
    // Stripe's second word on the same session (a delayed payment that succeeded).
    const succeededPayload = JSON.stringify({
      ...JSON.parse(standin.complete(sessionId, { secret: WEBHOOK_SECRET }).payload),
      type: "checkout.session.async_payment_succeeded",
    });
    const succeeded = {
      payload: succeededPayload,
      signature: stripeSignatureHeader(succeededPayload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
    };

    const results = await Promise.all(
      [completed, succeeded, completed, succeeded].map((w) => deliver(w.payload, w.signature)),
    );

    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(
      results.map((res) => res.json().data).filter((ack) => ack.outcome === "applied" && !ack.duplicate),
    ).toHaveLength(1);
    const rows = await rowsOf(user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.notes).toHaveLength(1);
    expect(rows.conversions).toHaveLength(1);
  });
});
