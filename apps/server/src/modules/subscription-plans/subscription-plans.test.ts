import { SubscriptionPlanListSchema } from "@meridian/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscriptionPlans } from "../../db/schema/index.js";
import { createPlan } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { seedSamplePlans } from "./subscription-plans.seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
// The list is everyone's, so each test starts with no plans rather than seeing the last test's.
beforeEach(async () => {
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
      "explorer",
      "achiever",
      "champion",
      "legend",
    ]);
    expect(data.every((plan: { isSample: boolean }) => plan.isSample)).toBe(true);
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
