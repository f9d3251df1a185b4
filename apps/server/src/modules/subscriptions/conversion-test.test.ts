import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, type UserRow } from "../../db/schema/index.js";
import { assignStudentRow, createPlan, createUser, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, signIn, signInStaff } from "../../test/http.js";
import { paymentRowCounts } from "../../test/payments.js";
import { createTestApp, useTestApp } from "../../test/test-app.js";
import { changeOneByte, PANEL_NEEDS_SECRET, PANEL_OFF_IN_PRODUCTION } from "./conversion-test.service.js";

const WEBHOOK_SECRET = "whsec_panel_suite_0123456789";
const STATUS = "/api/test/conversions";
const SEND = "/api/test/conversions/webhook";

// Manual payments with a webhook secret: the panel works without Stripe keys (config.ts).
const as = {} as Record<"admin" | "counselor" | "student", BrowserHeaders>;
const t = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } });
beforeAll(async () => {
  const db = t.database.db;
  as.admin = await signInStaff(t, "admin");
  as.counselor = await signInStaff(t, "counselor");
  as.student = await signIn(t.app, await createUser(db));
});

async function student(): Promise<{ user: UserRow; profileId: string }> {
  const user = await createUser(t.database.db, { firstName: "Grace", lastName: "Hopper" });
  return { user, profileId: await assignStudentRow(t.database.db, user.id, null) };
}

function send(headers: BrowserHeaders, payload: object, app = t.app) {
  return app.inject({ method: "POST", url: SEND, headers, payload });
}

const rowsOf = (studentId: string) => paymentRowCounts(t.database.db, studentId);

describe("the conversion test panel", () => {
  it("says it works here, to admins only", async () => {
    const res = await t.app.inject({ method: "GET", url: STATUS, headers: as.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ enabled: true, reason: null, provider: "manual" });
    for (const who of ["counselor", "student"] as const) {
      const refused = await t.app.inject({ method: "GET", url: STATUS, headers: as[who] });
      expect(refused.statusCode, who).toBe(403);
    }
  });

  it("sends a signed paid checkout through the webhook's code and shows what it did", async () => {
    const plan = await createPlan(t.database.db, { name: "champion", priceMinor: 99_000 });
    const s = await student();

    const res = await send(as.admin, { studentId: s.profileId, planId: plan.id });

    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      eventId: expect.stringMatching(/^evt_test_[A-Za-z0-9]+$/),
      httpStatus: 200,
      ack: { received: true, duplicate: false, outcome: "applied" },
      error: null,
      effects: {
        subscription: { planName: "champion" },
        followUp: { status: "converted_online" },
        studentStatus: { to: "converted" },
      },
    });
    expect(await rowsOf(s.user.id)).toMatchObject({ conversions: 1, subscriptions: 1 });
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, result.eventId));
    expect(event).toMatchObject({ outcome: "applied", type: "checkout.session.completed" });

    // Sent again with its id, as Stripe redelivers: acknowledged, nothing done twice.
    const again = await send(as.admin, { studentId: s.profileId, planId: plan.id, eventId: result.eventId });
    expect(again.json().data).toMatchObject({
      eventId: result.eventId,
      httpStatus: 200,
      ack: { duplicate: true },
      effects: null,
    });
    expect(await rowsOf(s.user.id)).toMatchObject({ conversions: 1, subscriptions: 1 });
  });

  it("shows a body changed by one byte and a stale signature refused, with nothing written", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const before = await rowsOf(s.user.id);
    for (const tamper of ["body", "stale"] as const) {
      const res = await send(as.admin, { studentId: s.profileId, planId: plan.id, tamper });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data, tamper).toMatchObject({
        httpStatus: 400,
        ack: null,
        error: "Invalid webhook signature",
        effects: null,
      });
    }
    expect(await rowsOf(s.user.id)).toEqual(before);
  });

  it("answers 404 for an unknown student, an unknown plan and a plan no longer offered", async () => {
    const plan = await createPlan(t.database.db);
    const retired = await createPlan(t.database.db, { isActive: false });
    const s = await student();
    const cases = [
      [{ studentId: UNKNOWN_ID, planId: plan.id }, "Student not found"],
      [{ studentId: s.profileId, planId: UNKNOWN_ID }, "Plan not found"],
      [{ studentId: s.profileId, planId: retired.id }, "Plan not found"],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await send(as.admin, payload);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.message).toBe(message);
    }
    expect(await rowsOf(s.user.id)).toMatchObject({ conversions: 0, subscriptions: 0 });
  });

  it("refuses counselors and students, and writes nothing", async () => {
    const plan = await createPlan(t.database.db);
    const s = await student();
    const before = await rowsOf(s.user.id);
    for (const who of ["counselor", "student"] as const) {
      const res = await send(as[who], { studentId: s.profileId, planId: plan.id });
      expect(res.statusCode, who).toBe(403);
    }
    expect(await rowsOf(s.user.id)).toEqual(before);
  });

  it("names a bad field with a 422", async () => {
    const res = await send(as.admin, { studentId: "nope", planId: UNKNOWN_ID, eventId: "evt_live_1" });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.field).toBe("studentId");
  });
});

describe("where the panel is off", () => {
  async function panelOf(env: Record<string, string>) {
    const app = await createTestApp({ env });
    const admin = await signInStaff(app, "admin");
    const plan = await createPlan(app.database.db);
    const user = await createUser(app.database.db);
    const profileId = await assignStudentRow(app.database.db, user.id, null);
    return { app, admin, payload: { studentId: profileId, planId: plan.id } };
  }

  it("is disabled in production, with the reason, and sends nothing", async () => {
    const { app, admin, payload } = await panelOf({
      NODE_ENV: "production",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    try {
      const status = await app.app.inject({ method: "GET", url: STATUS, headers: admin });
      expect(status.json().data).toEqual({
        enabled: false,
        reason: PANEL_OFF_IN_PRODUCTION,
        provider: "manual",
      });
      const res = await send(admin, payload, app.app);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: "FORBIDDEN", message: PANEL_OFF_IN_PRODUCTION });
      expect(await app.database.db.select().from(paymentEvents)).toEqual([]);
    } finally {
      await app.app.close();
    }
  });

  it("is disabled without a webhook secret, with the reason", async () => {
    const { app, admin, payload } = await panelOf({});
    try {
      const status = await app.app.inject({ method: "GET", url: STATUS, headers: admin });
      expect(status.json().data).toEqual({ enabled: false, reason: PANEL_NEEDS_SECRET, provider: "manual" });
      const res = await send(admin, payload, app.app);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: "CONFLICT", message: PANEL_NEEDS_SECRET });
      expect(await app.database.db.select().from(paymentEvents)).toEqual([]);
    } finally {
      await app.app.close();
    }
  });
});

describe("changeOneByte", () => {
  it("changes exactly one byte, the amount's last digit", () => {
    for (const [from, to] of [
      ['{"amount_total":12000,"x":1}', '{"amount_total":12001,"x":1}'],
      ['{"amount_total":9,"x":1}', '{"amount_total":0,"x":1}'],
    ] as const) {
      expect(changeOneByte(from)).toBe(to);
    }
  });
});
