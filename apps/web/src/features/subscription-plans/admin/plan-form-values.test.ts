import { describe, expect, it } from "vitest";
import { blankPlan, PlanFormSchema, type PlanFormValues, valuesOf } from "./plan-form-values";

const filled: PlanFormValues = {
  ...blankPlan,
  name: "Voyager",
  priceMinor: "288.50",
  maxUniversities: "25",
  maxCountries: "10",
  supportType: "email",
  features: "Search\n\n  Shortlist  \n",
};

const messages = (values: PlanFormValues) =>
  Object.fromEntries(
    (PlanFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]),
  );

describe("the plan form's values", () => {
  it("become the contract's body: minor units, sentinels, one feature per non-blank line", () => {
    expect(
      PlanFormSchema.parse({ ...filled, unlimitedUniversities: true, allCountries: true, currency: " eur" }),
    ).toMatchObject({
      name: "Voyager",
      description: null,
      priceMinor: 28_850,
      currency: "EUR",
      maxUniversities: 999_999,
      maxCountries: 999,
      features: ["Search", "Shortlist"],
      isActive: true,
      isSample: false,
      // Not "Most Popular" unless the admin ticks it.
      isPopular: false,
    });
    expect(PlanFormSchema.parse({ ...filled, priceMinor: "1500", currency: "JPY" }).priceMinor).toBe(1_500);
  });

  it("say at each box what cannot be read, and the contract's words for the rest, in one pass", () => {
    expect(messages({ ...filled, priceMinor: "12.345", maxUniversities: "many", name: "" })).toEqual({
      priceMinor: "Enter the yearly price like 288.00, with at most 2 decimals",
      maxUniversities: "Enter a whole number",
      name: "Name is required",
    });
    expect(messages({ ...filled, priceMinor: "1.5", currency: "JPY" }).priceMinor).toBe(
      "Enter the yearly price as a whole amount, e.g. 1500",
    );
    expect(messages({ ...filled, currency: "XYZ" })).toEqual({ currency: "Unknown currency code" });
    expect(messages({ ...filled, features: `ok\n${"x".repeat(121)}` }).features).toMatch(/^Feature 2: /);
  });

  it("fill from a stored plan, the sentinels as their boxes", () => {
    const values = valuesOf({
      id: "0190d3a0-0000-7000-8000-000000000001",
      name: "legend",
      description: null,
      priceMinor: 118_800,
      price: "1188.00",
      currency: "USD",
      isActive: true,
      maxUniversities: 999_999,
      maxCountries: 999,
      supportType: "personal counselor",
      features: ["A", "B"],
      isSample: true,
      isPopular: true,
      activeSubscriptions: 2,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(values).toMatchObject({
      priceMinor: "1188.00",
      maxUniversities: "",
      unlimitedUniversities: true,
      allCountries: true,
      features: "A\nB",
      description: "",
      isPopular: true,
    });
    expect(PlanFormSchema.parse(values)).toMatchObject({
      priceMinor: 118_800,
      maxUniversities: 999_999,
      isPopular: true,
    });
  });
});
