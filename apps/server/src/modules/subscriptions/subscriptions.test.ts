import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  conversions,
  followUpNotes,
  notifications,
  studentProfiles,
  subscriptions,
  type UserRow,
} from "../../db/schema/index.js";
import {
  assignStudentRow,
  createPlan,
  createUniversityRow,
  createUser,
  UNKNOWN_ID,
} from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { endLapsedSubscriptions } from "./subscriptions.service.js";

let admin: { user: UserRow; headers: BrowserHeaders };
const t = useTestApp();
beforeAll(async () => {
  admin = await staff("admin");
});

const today = () => new Date().toISOString().slice(0, 10);

async function staff(teamRole: "admin" | "counselor") {
  const user = await createUser(t.database.db, { userType: "team_member", teamRole, firstName: teamRole });
  return { user, headers: await signIn(t.app, user) };
}

async function student(counselor: UserRow | null = null) {
  const user = await createUser(t.database.db, { firstName: "Ada", lastName: "Lovelace" });
  const profileId = await assignStudentRow(t.database.db, user.id, counselor?.id ?? null);
  return { user, profileId, headers: await signIn(t.app, user) };
}

function call(method: "GET" | "POST", url: string, headers: BrowserHeaders, payload?: object, extra = {}) {
  return t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
}

const evidence = (overrides: Record<string, unknown> = {}) => ({
  paymentReference: "BANK-7731",
  paidAmountMinor: 58_800,
  paidCurrency: "USD",
  paidOn: today(),
  ...overrides,
});

async function requestPlan(headers: BrowserHeaders, planId: string, key?: string) {
  const res = await call(
    "POST",
    "/api/subscription/checkout",
    headers,
    { planId },
    key ? { "idempotency-key": key } : {},
  );
  return res;
}

const rowsOf = async (studentId: string) => ({
  conversions: await t.database.db.select().from(conversions).where(eq(conversions.studentId, studentId)),
  subscriptions: await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.studentId, studentId)),
  notes: await t.database.db.select().from(followUpNotes).where(eq(followUpNotes.studentId, studentId)),
});

describe("manual payments: request, approval, rejection", () => {
  it("a request waits as converted_offline, the admins hear of it, and approval starts a year's plan with every effect", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 58_800, maxUniversities: 25 });
    const counselor = await staff("counselor");
    const s = await student(counselor.user);

    const asked = await requestPlan(s.headers, plan.id, "req-1");
    expect(asked.statusCode, asked.body).toBe(201);
    const { data } = asked.json();
    expect(data).toMatchObject({
      kind: "manual",
      purchase: { status: "converted_offline", state: "pending", priceMinor: 58_800, currency: "USD" },
    });
    expect(data.instructions).toMatch(/contact you/);
    const adminInbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(adminInbox.some((n) => n.title === "Plan request: Ada Lovelace")).toBe(true);

    // A retry with the same key answers the same request.
    const again = await requestPlan(s.headers, plan.id, "req-1");
    expect(again.statusCode).toBe(200);
    expect(again.json().data.purchase.id).toBe(data.purchase.id);

    const mine = (await call("GET", "/api/subscription", s.headers)).json().data;
    expect(mine).toMatchObject({
      subscription: null,
      openPurchase: { id: data.purchase.id, state: "pending" },
      // A student who comes back reads how to pay again.
      paymentInstructions: data.instructions,
    });

    const queue = (await call("GET", "/api/admin/payment-requests", admin.headers)).json().data;
    expect(queue.requests.map((r: { id: string }) => r.id)).toContain(data.purchase.id);

    const approved = await call(
      "POST",
      `/api/admin/payment-requests/${data.purchase.id}/approve`,
      admin.headers,
      evidence(),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      state: "approved",
      paymentReference: "BANK-7731",
      paidAmountMinor: 58_800,
      receiptNumber: expect.stringMatching(/^R-\d{6}$/),
      reviewedBy: { id: admin.user.id },
      student: { profileId: s.profileId, name: "Ada Lovelace" },
    });

    const after = (await call("GET", "/api/subscription", s.headers)).json().data;
    expect(after.subscription).toMatchObject({ status: "active", source: "offline", maxUniversities: 25 });
    const end = new Date(after.subscription.currentPeriodEnd);
    const start = new Date(after.subscription.startedAt);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(after.allowance).toMatchObject({ source: "subscription", maxUniversities: 25 });
    expect(after.openPurchase).toBeNull();

    const rows = await rowsOf(s.user.id);
    expect(rows.notes).toHaveLength(1);
    expect(rows.notes[0]).toMatchObject({ category: "lead", conversionStatus: "converted_offline" });
    const [profile] = await t.database.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, s.user.id));
    expect(profile?.status).toBe("converted");
    const counselorInbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, counselor.user.id));
    expect(counselorInbox.some((n) => n.title.includes("bought the"))).toBe(true);
    const studentInbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.user.id));
    expect(studentInbox.some((n) => n.type === "billing" && n.title.endsWith("plan is active"))).toBe(true);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, s.user.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["subscription.purchased", "student.status_changed"]),
    );

    const receipts = (await call("GET", "/api/subscription/receipts", s.headers)).json().data.receipts;
    expect(receipts).toEqual([
      expect.objectContaining({ planName: plan.name, amountMinor: 58_800, currency: "USD", paidOn: today() }),
    ]);

    // Approving twice changes nothing.
    const twice = await call(
      "POST",
      `/api/admin/payment-requests/${data.purchase.id}/approve`,
      admin.headers,
      evidence(),
    );
    expect(twice.statusCode).toBe(409);
    expect((await rowsOf(s.user.id)).subscriptions).toHaveLength(1);
  });

  it("writes the plan's end as the app writes dates, and the plan's name as the admin typed it", async () => {
    const name = `eLearning ${Math.random().toString(36).slice(2, 8)}`;
    const plan = await createPlan(t.database.db, { name, priceMinor: 58_800 });
    const counselor = await staff("counselor");
    const s = await student(counselor.user);
    const id = (await requestPlan(s.headers, plan.id)).json().data.purchase.id;
    const approved = await call(
      "POST",
      `/api/admin/payment-requests/${id}/approve`,
      admin.headers,
      evidence(),
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const end = (await call("GET", "/api/subscription", s.headers)).json().data.subscription.currentPeriodEnd;
    // "Nov 29, 2027", as the web shows dates; never "2027-11-29".
    const day = new Date(end).toLocaleDateString("en-US", {
      timeZone: "UTC",
      month: "short",
      day: "numeric",
      year: "numeric",
    });
    const inbox = async (headers: BrowserHeaders) =>
      (await call("GET", "/api/notifications?limit=100", headers)).json().data as {
        title: string;
        message: string;
      }[];
    const told = (await inbox(s.headers)).find((n) => n.title === `Your ${name} plan is active`);
    expect(told?.message).toBe(
      `Thank you: $588 received. Your plan runs until ${day}. Your receipt is in Settings.`,
    );
    const counselorTold = (await inbox(counselor.headers)).find(
      (n) => n.title === `Ada Lovelace bought the ${name} plan`,
    );
    expect(counselorTold?.message).toContain(`Their plan runs until ${day}:`);
    const adminTold = (await inbox(admin.headers)).find((n) => n.message.includes(`the ${name} plan`));
    expect(adminTold?.message).toContain(`asks for the ${name} plan, $588 a year.`);
    for (const n of [told, counselorTold]) expect(n?.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // Asking again for the plan one holds: the refusal writes the date the same way.
    const again = await requestPlan(s.headers, plan.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `You have the ${name} plan until ${day}. You can renew it in its last month.`,
    );
  });

  it("rejection keeps the reason, tells the student, and starts no plan", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 28_800 });
    const s = await student();
    const id = (await requestPlan(s.headers, plan.id)).json().data.purchase.id;
    const rejected = await call("POST", `/api/admin/payment-requests/${id}/reject`, admin.headers, {
      reason: "The transfer did not arrive.",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      state: "rejected",
      rejectionReason: "The transfer did not arrive.",
    });
    const inbox = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.user.id));
    expect(inbox.some((n) => n.message.startsWith("The transfer did not arrive."))).toBe(true);
    expect((await rowsOf(s.user.id)).subscriptions).toHaveLength(0);
    const late = await call("POST", `/api/admin/payment-requests/${id}/approve`, admin.headers, evidence());
    expect(late.statusCode).toBe(409);
  });

  it("a new request withdraws the older one; the free plan and retired plans need no checkout", async () => {
    const a = await createPlan(t.database.db, { priceMinor: 10_000 });
    const b = await createPlan(t.database.db, { priceMinor: 20_000 });
    const free = await createPlan(t.database.db, { priceMinor: 0 });
    const retired = await createPlan(t.database.db, { priceMinor: 5_000, isActive: false });
    const s = await student();
    const first = (await requestPlan(s.headers, a.id)).json().data.purchase.id;
    await requestPlan(s.headers, b.id);
    const rows = await rowsOf(s.user.id);
    expect(rows.conversions.find((c) => c.id === first)?.state).toBe("withdrawn");
    expect(rows.conversions.filter((c) => c.state === "pending")).toHaveLength(1);

    const freeRes = await requestPlan(s.headers, free.id);
    expect(freeRes.statusCode).toBe(422);
    expect(freeRes.json().error).toMatchObject({ field: "planId" });
    expect((await requestPlan(s.headers, retired.id)).statusCode).toBe(409);
    expect((await requestPlan(s.headers, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("the student cancels their own waiting request: it leaves the admins' queue, with an audit event", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 28_800 });
    const s = await student();
    const id = (await requestPlan(s.headers, plan.id)).json().data.purchase.id;
    const queue = async () =>
      (await call("GET", "/api/admin/payment-requests?state=pending&limit=100", admin.headers))
        .json()
        .data.requests.map((request: { id: string }) => request.id);
    expect(await queue()).toContain(id);

    const cancelled = await call("POST", `/api/subscription/requests/${id}/cancel`, s.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.openPurchase).toBeNull();
    expect(await queue()).not.toContain(id);
    expect((await rowsOf(s.user.id)).conversions[0]?.state).toBe("withdrawn");
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit.map((event) => event.action)).toContain("subscription.request_cancelled");

    // Once withdrawn it is decided: cancelling again or approving it is refused.
    expect((await call("POST", `/api/subscription/requests/${id}/cancel`, s.headers)).statusCode).toBe(409);
    const late = await call("POST", `/api/admin/payment-requests/${id}/approve`, admin.headers, evidence());
    expect(late.statusCode).toBe(409);
    expect((await rowsOf(s.user.id)).subscriptions).toHaveLength(0);
    // And the student may ask again.
    expect((await requestPlan(s.headers, plan.id)).statusCode).toBe(201);
  });

  it("another student's request id answers 404 to the cancel, as an unknown one, and changes nothing", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 28_800 });
    const owner = await student();
    const other = await student();
    const id = (await requestPlan(owner.headers, plan.id)).json().data.purchase.id;
    for (const requestId of [id, UNKNOWN_ID]) {
      const res = await call("POST", `/api/subscription/requests/${requestId}/cancel`, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    const bad = await call("POST", "/api/subscription/requests/not-a-uuid/cancel", other.headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.field).toBe("requestId");
    expect((await rowsOf(owner.user.id)).conversions[0]?.state).toBe("pending");
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit.map((event) => event.action)).not.toContain("subscription.request_cancelled");
  });

  it("two admins approving one request at once: one approval, one subscription, one receipt", async () => {
    const other = await staff("admin");
    const plan = await createPlan(t.database.db, { priceMinor: 58_800 });
    const s = await student();
    const id = (await requestPlan(s.headers, plan.id)).json().data.purchase.id;
    const answers = await Promise.all(
      [admin.headers, other.headers, admin.headers].map((headers) =>
        call("POST", `/api/admin/payment-requests/${id}/approve`, headers, evidence()),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await rowsOf(s.user.id);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.notes).toHaveLength(1);
  });

  it("another student's or an unknown request id answers 404 to the admin routes and changes nothing", async () => {
    const res = await call(
      "POST",
      `/api/admin/payment-requests/${UNKNOWN_ID}/approve`,
      admin.headers,
      evidence(),
    );
    expect(res.statusCode).toBe(404);
    const bad = await call("POST", "/api/admin/payment-requests/not-a-uuid/reject", admin.headers, {
      reason: "x",
    });
    expect(bad.statusCode).toBe(422);
  });

  it("refuses bad evidence with the field named and nothing changed", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 10_000 });
    const s = await student();
    const id = (await requestPlan(s.headers, plan.id)).json().data.purchase.id;
    for (const [body, field] of [
      [evidence({ paidAmountMinor: 12.5 }), "paidAmountMinor"],
      [evidence({ paidCurrency: "usd" }), "paidCurrency"],
      [evidence({ paidOn: "yesterday" }), "paidOn"],
      [evidence({ paymentReference: "  " }), "paymentReference"],
    ] as const) {
      const res = await call("POST", `/api/admin/payment-requests/${id}/approve`, admin.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    expect((await rowsOf(s.user.id)).conversions[0]?.state).toBe("pending");
  });
});

describe("POST /api/subscription/conversion (internal payments)", () => {
  it("needs an Idempotency-Key, applies once per key, assigns a counselor to a student without one", async () => {
    const counselor = await staff("counselor");
    const plan = await createPlan(t.database.db, { priceMinor: 58_800 });
    const s = await student(null);
    const body = { studentId: s.profileId, planId: plan.id, ...evidence() };

    expect((await call("POST", "/api/subscription/conversion", admin.headers, body)).statusCode).toBe(422);

    const first = await call("POST", "/api/subscription/conversion", admin.headers, body, {
      "idempotency-key": "pay-1",
    });
    expect(first.statusCode, first.body).toBe(201);
    const { effects } = first.json().data;
    expect(effects).toMatchObject({
      subscription: { planName: plan.name },
      followUp: { status: "converted_offline" },
      studentStatus: { to: "converted" },
    });
    // The least-loaded counselor may be any active one; this student got one.
    expect(effects.counselor).toMatchObject({ newlyAssigned: true });
    void counselor;

    const replay = await call("POST", "/api/subscription/conversion", admin.headers, body, {
      "idempotency-key": "pay-1",
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ replayed: true, effects: null });
    const rows = await rowsOf(s.user.id);
    expect(rows.conversions).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.notes).toHaveLength(1);
  });

  it("an unknown student or plan answers 404 and writes nothing", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 100 });
    const s = await student();
    const headers = { "idempotency-key": `k-${Math.random()}` };
    const noStudent = await call(
      "POST",
      "/api/subscription/conversion",
      admin.headers,
      { studentId: UNKNOWN_ID, planId: plan.id, ...evidence() },
      headers,
    );
    expect(noStudent.statusCode).toBe(404);
    const noPlan = await call(
      "POST",
      "/api/subscription/conversion",
      admin.headers,
      { studentId: s.profileId, planId: UNKNOWN_ID, ...evidence() },
      headers,
    );
    expect(noPlan.statusCode).toBe(404);
    expect((await rowsOf(s.user.id)).conversions).toHaveLength(0);
  });
});

describe("the student's plan: cancel, resume, renewal, expiry", () => {
  it("cancels at the period's end, resumes, and the sweep ends a lapsed plan with a notification", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 1_200 });
    const s = await student();
    const key = { "idempotency-key": `k-${Math.random()}` };
    await call(
      "POST",
      "/api/subscription/conversion",
      admin.headers,
      { studentId: s.profileId, planId: plan.id, ...evidence() },
      key,
    );

    const canceled = (await call("POST", "/api/subscription/cancel", s.headers)).json().data;
    expect(canceled.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    const resumed = (await call("POST", "/api/subscription/resume", s.headers)).json().data;
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false, canceledAt: null });

    // Buying the plan one holds, well before its last month, is refused.
    expect((await requestPlan(s.headers, plan.id)).statusCode).toBe(409);

    const end = new Date(resumed.subscription.currentPeriodEnd);
    // Other tests' plans may lapse in the same sweeps: this student's is what is looked at.
    await endLapsedSubscriptions(t.ctx, new Date(end.getTime() - 1000));
    expect((await call("GET", "/api/subscription", s.headers)).json().data.subscription).not.toBeNull();
    await endLapsedSubscriptions(t.ctx, new Date(end.getTime() + 1000));
    const mine = (await call("GET", "/api/subscription", s.headers)).json().data;
    expect(mine.subscription).toBeNull();
    const inbox = await t.database.db.select().from(notifications).where(eq(notifications.userId, s.user.id));
    expect(inbox.some((n) => n.title.endsWith("plan has ended"))).toBe(true);
    // Nothing to cancel any more.
    expect((await call("POST", "/api/subscription/cancel", s.headers)).statusCode).toBe(409);
  });
});

describe("plan limits on applications", () => {
  it("caps distinct universities and countries by the student's plan, with a link to /plans", async () => {
    const plan = await createPlan(t.database.db, { priceMinor: 500, maxUniversities: 2, maxCountries: 1 });
    const s = await student();
    await call(
      "POST",
      "/api/subscription/conversion",
      admin.headers,
      { studentId: s.profileId, planId: plan.id, ...evidence() },
      { "idempotency-key": `k-${Math.random()}` },
    );
    const canadian = () =>
      createUniversityRow(t.database.db, { country: "Canada", degreeTypes: ["Master's"] });
    const [first, second, third] = [await canadian(), await canadian(), await canadian()];
    const inJapan = await createUniversityRow(t.database.db, { country: "Japan", degreeTypes: ["Master's"] });
    const apply = (universityId: string, programName = "MSc Computing") =>
      call("POST", "/api/applications", s.headers, {
        universityId,
        programName,
        degreeType: "Master's",
        intakeTerm: "fall",
        intakeYear: new Date().getUTCFullYear() + 1,
      });
    expect((await apply(first.id)).statusCode).toBe(201);
    const japan = await apply(inJapan.id);
    expect(japan.statusCode).toBe(403);
    expect(japan.json().error).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      details: { limit: "countries", max: 1, upgradePath: "/plans" },
    });
    expect((await apply(second.id)).statusCode).toBe(201);
    // Another programme at a university already chosen takes no new place.
    expect((await apply(second.id, "MSc Data Science")).statusCode).toBe(201);
    const refused = await apply(third.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "PLAN_LIMIT_REACHED",
      details: { limit: "universities", max: 2 },
    });
    expect(refused.json().error.message).toMatch(/covers applications to 2 universities/);
    const mine = (await call("GET", "/api/subscription", s.headers)).json().data;
    expect(mine.allowance.used).toEqual({ universities: 2, countries: 1 });
  });
});

describe("who may call", () => {
  it("students' routes refuse staff, admins' routes refuse students and counselors", async () => {
    const counselor = await staff("counselor");
    const s = await student();
    expect((await call("GET", "/api/subscription", counselor.headers)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/payment-requests", s.headers)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/payment-requests", counselor.headers)).statusCode).toBe(403);
    const conversion = await call(
      "POST",
      "/api/subscription/conversion",
      counselor.headers,
      { studentId: s.profileId, planId: UNKNOWN_ID, ...evidence() },
      { "idempotency-key": "x" },
    );
    expect(conversion.statusCode).toBe(403);
  });
});
