import { AdminSubscriptionPlanSchema, SubscriptionPlanListSchema } from "@meridian/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditEvents,
  conversions,
  type SubscriptionPlanRow,
  subscriptionPlans,
  subscriptions,
} from "../../db/schema/index.js";
import { createPlan, createUser, UNKNOWN_ID } from "../../test/factories.js";
import { type BrowserHeaders, signIn, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { seedSamplePlans } from "./subscription-plans.seed.js";

const t = useTestApp();
// The list is everyone's, so each test starts with no plans rather than seeing the last test's.
beforeEach(async () => {
  await t.database.db.delete(subscriptions);
  await t.database.db.delete(conversions);
  await t.database.db.delete(subscriptionPlans);
});

const list = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/subscription-plans" });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/subscription-plans", () => {
  it("lists only active plans, cheapest first, to anyone, in the contract's shape", async () => {
    const db = t.database.db;
    await createPlan(db, {
      name: "champion",
      priceMinor: 58_800,
      maxUniversities: 999_999,
      maxCountries: 999,
    });
    await createPlan(db, { name: "retired", priceMinor: 1_000, isActive: false });
    await createPlan(db, { name: "explorer", priceMinor: 0, currency: "JPY", description: null });
    await createPlan(db, { name: "achiever", priceMinor: 28_850, currency: "EUR", features: ["A", "B"] });

    const body = await list();
    expect(body.success).toBe(true);
    expect(() => SubscriptionPlanListSchema.parse(body.data)).not.toThrow();
    expect(body.data.map((plan: { name: string }) => plan.name)).toEqual([
      "explorer",
      "achiever",
      "champion",
    ]);
    const [explorer, achiever, champion] = body.data;
    expect(explorer).toMatchObject({
      priceMinor: 0,
      price: "0",
      currency: "JPY",
      description: null,
      isActive: true,
      isSample: false,
    });
    expect(achiever).toMatchObject({
      priceMinor: 28_850,
      price: "288.50",
      currency: "EUR",
      features: ["A", "B"],
    });
    expect(champion).toMatchObject({ maxUniversities: 999_999, maxCountries: 999, supportType: "email" });
  });

  it("orders by the exact price, not as text: 90 comes before 100", async () => {
    await createPlan(t.database.db, { name: "hundred", priceMinor: 10_000 });
    await createPlan(t.database.db, { name: "ninety", priceMinor: 9_000 });
    expect((await list()).data.map((plan: { name: string }) => plan.name)).toEqual(["ninety", "hundred"]);
  });

  it("answers an empty list when no plan exists (SEED_DEMO off)", async () => {
    expect((await list()).data).toEqual([]);
  });

  it("serves the four sample plans once seeded, labelled as samples, and seeding twice adds none", async () => {
    expect(await seedSamplePlans(t.database.db)).toBe(4);
    expect(await seedSamplePlans(t.database.db)).toBe(0);
    const { data } = await list();
    expect(data.map((plan: { name: string }) => plan.name)).toEqual([
      "Explorer",
      "Achiever",
      "Champion",
      "Legend",
    ]);
    expect(data.every((plan: { isSample: boolean }) => plan.isSample)).toBe(true);
    // The demo marks one plan Most Popular, as an admin would.
    expect(data.map((plan: { isPopular: boolean }) => plan.isPopular)).toEqual([false, true, false, false]);
    expect(data[0]).toMatchObject({ priceMinor: 0, price: "0.00", currency: "USD" });
    expect(data[3]).toMatchObject({ maxUniversities: 999_999, maxCountries: 999 });
    expect(data[3].features.length).toBeGreaterThan(6);
  });

  it("does not undo an admin's change to a sample plan on the next start", async () => {
    await seedSamplePlans(t.database.db);
    await t.database.db.update(subscriptionPlans).set({ isActive: false });
    expect(await seedSamplePlans(t.database.db)).toBe(0);
    expect((await list()).data).toEqual([]);
  });
});

/** A plan body an admin would send, with a name of its own. */
const planBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Voyager ${Math.random().toString(36).slice(2, 8)}`,
  description: "For the whole journey",
  priceMinor: 28_800,
  currency: "USD",
  maxUniversities: 25,
  maxCountries: 10,
  supportType: "priority email",
  features: ["Chat with a counselor", "Deadline reminders"],
  ...overrides,
});

/** A student holding `plan`: an approved purchase and its subscription, in the given state. */
async function subscribe(plan: SubscriptionPlanRow, status: "active" | "ended" | "replaced" = "active") {
  const db = t.database.db;
  const student = await createUser(db);
  const [purchase] = await db
    .insert(conversions)
    .values({
      studentId: student.id,
      planId: plan.id,
      status: "converted_offline",
      state: "approved",
      provider: "manual",
      priceMinor: plan.priceMinor,
      currency: plan.currency,
      paidAmountMinor: plan.priceMinor,
      paidCurrency: plan.currency,
      receiptNumber: Math.floor(Math.random() * 1e9),
    })
    .returning();
  if (!purchase) throw new Error("no purchase");
  const now = new Date();
  await db.insert(subscriptions).values({
    studentId: student.id,
    planId: plan.id,
    conversionId: purchase.id,
    status,
    source: "offline",
    planName: plan.name,
    amountMinor: plan.priceMinor,
    currency: plan.currency,
    maxUniversities: plan.maxUniversities,
    maxCountries: plan.maxCountries,
    startedAt: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
  });
}

describe("admin plan management", () => {
  let admin: BrowserHeaders;
  let adminId: string;
  let counselor: BrowserHeaders;
  beforeAll(async () => {
    const adminUser = await createUser(t.database.db, { userType: "team_member", teamRole: "admin" });
    adminId = adminUser.id;
    admin = await signIn(t.app, adminUser);
    counselor = await signInStaff(t, "counselor");
  });

  const adminList = async (headers = admin) => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/subscription-plans", headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.plans as {
      id: string;
      name: string;
      activeSubscriptions: number;
      isPopular: boolean;
    }[];
  };
  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: "POST", url: "/api/admin/subscription-plans", headers, payload });
  const update = (planId: string, payload: object, headers = admin) =>
    t.app.inject({ method: "PATCH", url: `/api/admin/subscription-plans/${planId}`, headers, payload });
  const stored = async (planId: string) => {
    const [row] = await t.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, planId));
    return row;
  };
  const auditOf = (planId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, "subscription_plan"), eq(auditEvents.targetId, planId)));

  it("lists every plan, active or not, cheapest first, with its current subscribers", async () => {
    const db = t.database.db;
    const retired = await createPlan(db, { name: "retired", priceMinor: 5_000, isActive: false });
    const popular = await createPlan(db, { name: "popular", priceMinor: 9_000 });
    const free = await createPlan(db, { name: "free", priceMinor: 0, isSample: true });
    await subscribe(popular);
    await subscribe(popular);
    await subscribe(popular, "ended");
    await subscribe(retired);

    const plans = await adminList();
    for (const plan of plans) expect(() => AdminSubscriptionPlanSchema.parse(plan)).not.toThrow();
    expect(plans.map((plan) => [plan.name, plan.activeSubscriptions])).toEqual([
      ["free", 0],
      ["retired", 1],
      ["popular", 2],
    ]);
    expect(plans[0]).toMatchObject({ id: free.id, isSample: true, isActive: true, price: "0.00" });
    expect(plans[1]).toMatchObject({ id: retired.id, isActive: false });
  });

  it("creates a plan with its defaults, audits it, and lists it on /plans", async () => {
    const body = planBody({ description: undefined });
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json().data;
    expect(plan).toMatchObject({
      name: body.name,
      description: null,
      priceMinor: 28_800,
      price: "288.00",
      currency: "USD",
      isActive: true,
      isSample: false,
      isPopular: false,
      activeSubscriptions: 0,
      features: body.features,
    });
    expect((await list()).data.map((p: { id: string }) => p.id)).toContain(plan.id);
    const [event] = await auditOf(plan.id);
    expect(event).toMatchObject({
      action: "plan.created",
      actorUserId: adminId,
      details: { name: body.name, priceMinor: 28_800, currency: "USD", isActive: true },
    });
  });

  it("makes a plan Most Popular only when an admin marks it, one plan at a time", async () => {
    const db = t.database.db;
    await createPlan(db, { name: "free", priceMinor: 0 });
    const marked = (await create(planBody({ priceMinor: 90_000, isPopular: true }))).json().data;
    // Created second in price order, not marked: /plans does not crown it.
    const created = await create(planBody({ priceMinor: 1_000 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.isPopular).toBe(false);
    const popularOnPlans = async () =>
      (await list()).data.filter((p: { isPopular: boolean }) => p.isPopular).map((p: { id: string }) => p.id);
    expect(await popularOnPlans()).toEqual([marked.id]);

    // Marking another plan takes the mark off the first, in the same change, and the log says so.
    const moved = await update(created.json().data.id, { isPopular: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.isPopular).toBe(true);
    expect(await popularOnPlans()).toEqual([created.json().data.id]);
    expect((await auditOf(marked.id)).map((event) => event.details)).toContainEqual({
      name: marked.name,
      changed: ["isPopular"],
    });

    // Unmarked: no plan is Most Popular.
    expect((await update(created.json().data.id, { isPopular: false })).json().data.isPopular).toBe(false);
    expect(await popularOnPlans()).toEqual([]);

    // Two admins marking two plans at once: one mark stands.
    const [a, b] = [await createPlan(db, { name: "a-plan" }), await createPlan(db, { name: "b-plan" })];
    const both = await Promise.all([update(a.id, { isPopular: true }), update(b.id, { isPopular: true })]);
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await adminList()).filter((plan) => plan.isPopular)).toHaveLength(1);
  });

  it("refuses a name taken regardless of case: 409 naming the field, nothing written", async () => {
    await createPlan(t.database.db, { name: "Champion" });
    const res = await create(planBody({ name: "CHAMPION" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "CONFLICT", field: "name" });
    expect((await adminList()).map((plan) => plan.name)).toEqual(["Champion"]);

    const other = await createPlan(t.database.db, { name: "Legend" });
    const renamed = await update(other.id, { name: "champion" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error).toMatchObject({ code: "CONFLICT", field: "name" });
    expect((await stored(other.id))?.name).toBe("Legend");
    expect(await auditOf(other.id)).toEqual([]);
  });

  it("answers bad input with a 422 naming the field, and writes nothing", async () => {
    const cases: [object, string][] = [
      [planBody({ name: "" }), "name"],
      [planBody({ name: "<script>" }), "name"],
      [planBody({ priceMinor: 288.5 }), "priceMinor"],
      [planBody({ priceMinor: -1 }), "priceMinor"],
      [planBody({ priceMinor: "288.00" }), "priceMinor"],
      [planBody({ currency: "usd" }), "currency"],
      [planBody({ currency: "XYZ" }), "currency"],
      [planBody({ maxUniversities: 0 }), "maxUniversities"],
      [planBody({ maxCountries: 1000 }), "maxCountries"],
      [planBody({ supportType: " " }), "supportType"],
      [planBody({ features: ["ok", ""] }), "features.1"],
      [planBody({ features: Array.from({ length: 21 }, (_, i) => `Feature ${i}`) }), "features"],
      [planBody({ description: "x".repeat(301) }), "description"],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
      expect(res.json().error.field, JSON.stringify(body)).toBe(field);
    }
    expect(await adminList()).toEqual([]);

    const plan = await createPlan(t.database.db, { name: "steady" });
    const before = await stored(plan.id);
    for (const [body, field] of [
      [{ priceMinor: 1.5 }, "priceMinor"],
      [{ isActive: "no" }, "isActive"],
      [{ name: "" }, "name"],
    ] as const) {
      const res = await update(plan.id, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.field).toBe(field);
    }
    const empty = await update(plan.id, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toMatch(/Change at least one field/);
    expect(await stored(plan.id)).toEqual(before);
  });

  it("edits only the fields sent: a rename keeps a deactivated plan off /plans and its sample flag", async () => {
    const plan = await createPlan(t.database.db, { name: "quiet", isActive: false, isSample: true });
    const res = await update(plan.id, { name: "Quiet Plus", priceMinor: 30_000, features: ["A", "B", "C"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: "Quiet Plus",
      priceMinor: 30_000,
      price: "300.00",
      features: ["A", "B", "C"],
      isActive: false,
      isSample: true,
      supportType: "email",
    });
    expect((await list()).data).toEqual([]);
    const [event] = await auditOf(plan.id);
    expect(event).toMatchObject({
      action: "plan.updated",
      details: {
        name: "Quiet Plus",
        changed: ["name", "priceMinor", "features"],
        price: { from: { minor: 12_000, currency: "USD" }, to: { minor: 30_000, currency: "USD" } },
      },
    });
  });

  it("deactivates a plan: it leaves /plans, its subscribers keep it; activating puts it back", async () => {
    const plan = await createPlan(t.database.db, { name: "seasonal" });
    await subscribe(plan);
    const off = await update(plan.id, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ isActive: false, activeSubscriptions: 1 });
    expect((await list()).data).toEqual([]);
    const [held] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.planId, plan.id));
    expect(held?.status).toBe("active");

    const on = await update(plan.id, { isActive: true });
    expect(on.json().data.isActive).toBe(true);
    expect((await list()).data.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    expect((await auditOf(plan.id)).map((event) => event.action).sort()).toEqual([
      "plan.activated",
      "plan.deactivated",
    ]);
  });

  it("sending the current values changes nothing and records nothing", async () => {
    const plan = await createPlan(t.database.db, { name: "same" });
    const res = await update(plan.id, { name: "same", priceMinor: plan.priceMinor, features: plan.features });
    expect(res.statusCode).toBe(200);
    expect(await stored(plan.id)).toEqual(plan);
    expect(await auditOf(plan.id)).toEqual([]);
  });

  it("answers an unknown plan id 404 and a malformed one 422, changing nothing", async () => {
    const plan = await createPlan(t.database.db, { name: "kept" });
    const unknown = await update(UNKNOWN_ID, { isActive: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: "NOT_FOUND", message: "Plan not found" });
    const malformed = await update("not-a-uuid", { isActive: false });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.field).toBe("planId");
    expect(await stored(plan.id)).toEqual(plan);
  });

  it("is the admins' alone: a counselor is refused and nothing changes", async () => {
    const plan = await createPlan(t.database.db, { name: "guarded" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/subscription-plans", headers: counselor }))
        .statusCode,
    ).toBe(403);
    expect((await create(planBody(), counselor)).statusCode).toBe(403);
    expect((await update(plan.id, { isActive: false }, counselor)).statusCode).toBe(403);
    expect(await stored(plan.id)).toEqual(plan);
    expect((await adminList()).map((p) => p.name)).toEqual(["guarded"]);
  });
});
