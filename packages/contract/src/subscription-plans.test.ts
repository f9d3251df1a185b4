import { describe, expect, it } from "vitest";
import {
  decimalToMinor,
  formatMoney,
  minorToDecimal,
  PlanInputSchema,
  PlanUpdateSchema,
} from "./subscription-plans.js";

describe("money typed and shown in major units", () => {
  it("turns typed amounts into exact minor units with the currency's own decimals", () => {
    expect(decimalToMinor("288.00", "USD")).toBe(28_800);
    expect(decimalToMinor("288", "USD")).toBe(28_800);
    expect(decimalToMinor("288.5", "EUR")).toBe(28_850);
    expect(decimalToMinor(" 0.10 ", "USD")).toBe(10);
    expect(decimalToMinor("1500", "JPY")).toBe(1_500);
    expect(decimalToMinor("1.234", "KWD")).toBe(1_234);
    // 0.1 + 0.2 must not decide a cent: 19.99 is 1999, not 1998.9999.
    expect(decimalToMinor("19.99", "USD")).toBe(1_999);
  });

  it("refuses what is not a plain amount, or has more decimals than the currency", () => {
    for (const [text, currency] of [
      ["288.005", "USD"],
      ["1.5", "JPY"],
      ["-1", "USD"],
      ["1,500", "USD"],
      ["12e3", "USD"],
      ["", "USD"],
      [".5", "USD"],
    ] as const) {
      expect(decimalToMinor(text, currency), `${text} ${currency}`).toBeNull();
    }
  });

  it("round-trips with minorToDecimal and formats for people", () => {
    expect(decimalToMinor(minorToDecimal(123_456, "USD"), "USD")).toBe(123_456);
    expect(formatMoney(28_800, "USD")).toBe("$288");
    expect(formatMoney(28_850, "USD")).toBe("$288.50");
  });
});

describe("plan bodies", () => {
  it("fills a new plan's state, but an edit changes only the fields it names", () => {
    const base = {
      name: "Voyager",
      priceMinor: 100,
      currency: "USD",
      maxUniversities: 5,
      maxCountries: 3,
      supportType: "email",
      features: [],
    };
    expect(PlanInputSchema.parse(base)).toMatchObject({ isActive: true, isSample: false });
    expect(PlanUpdateSchema.parse({ name: "Voyager Plus" })).toEqual({ name: "Voyager Plus" });
    expect(PlanUpdateSchema.safeParse({}).success).toBe(false);
  });
});
