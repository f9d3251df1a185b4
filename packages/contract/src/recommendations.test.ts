import { describe, expect, it } from "vitest";
import { formatYearlyTuition } from "./recommendations.js";

describe("a recommendation's tuition in words", () => {
  it("writes a range, one figure when the ends agree or one is unknown, and nothing when both are", () => {
    expect(formatYearlyTuition({ min: 18_000, max: 25_000, currency: "USD" })).toBe(
      "$18,000 – $25,000 a year",
    );
    expect(formatYearlyTuition({ min: 18_000, max: 18_000, currency: "CAD" })).toBe("CA$18,000 a year");
    expect(formatYearlyTuition({ min: null, max: 9_500, currency: "EUR" })).toBe("€9,500 a year");
    expect(formatYearlyTuition({ min: null, max: null, currency: "USD" })).toBeNull();
    expect(formatYearlyTuition(null)).toBeNull();
  });

  it("keeps an unknown currency code instead of failing", () => {
    expect(formatYearlyTuition({ min: 1_200, max: null, currency: "ZZZ" })).toMatch(/^ZZZ\s?1,200 a year$/);
  });
});
