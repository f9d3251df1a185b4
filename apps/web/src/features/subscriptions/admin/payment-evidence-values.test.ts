import { describe, expect, it } from "vitest";
import { priceDifference } from "./payment-evidence-values";

const request = { priceMinor: 28_800, currency: "USD" };

describe("priceDifference", () => {
  it("says nothing at the plan's price, and by how much an amount is below or above it", () => {
    expect(priceDifference(request, { paidAmountMinor: "288.00", paidCurrency: "USD" })).toBeNull();
    expect(priceDifference(request, { paidAmountMinor: "28.80", paidCurrency: "usd" })).toBe(
      "$28.80 is $259.20 less than the plan's price of $288. Approving starts the full plan.",
    );
    expect(priceDifference(request, { paidAmountMinor: "300", paidCurrency: "USD" })).toBe(
      "$300 is $12 more than the plan's price of $288.",
    );
  });

  it("points out another currency than the plan's, and waits while a box cannot be read", () => {
    expect(priceDifference(request, { paidAmountMinor: "288.00", paidCurrency: "EUR" })).toBe(
      "The payment is in EUR, but the plan is priced in USD ($288). Check what was received before approving.",
    );
    expect(priceDifference(request, { paidAmountMinor: "12.345", paidCurrency: "USD" })).toBeNull();
    expect(priceDifference(request, { paidAmountMinor: "100", paidCurrency: "US" })).toBeNull();
  });
});
