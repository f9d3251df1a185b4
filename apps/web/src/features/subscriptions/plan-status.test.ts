import type { MySubscription, Subscription } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import {
  activePaidSubscription,
  allowanceLines,
  inRenewalWindow,
  purchaseReference,
  renewalLine,
} from "./plan-status";

const subscription: Subscription = {
  id: "00000000-0000-4000-8000-000000000010",
  plan: { id: "00000000-0000-4000-8000-000000000020", name: "achiever" },
  status: "active",
  source: "offline",
  amountMinor: 28_800,
  currency: "USD",
  maxUniversities: 5,
  maxCountries: 2,
  startedAt: "2026-03-04T12:00:00.000Z",
  currentPeriodEnd: "2027-03-04T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  canceledAt: null,
};

const mine = (value: Subscription | null): MySubscription => ({
  subscription: value,
  allowance: {
    source: value ? "subscription" : "none",
    planName: value?.plan.name ?? null,
    maxUniversities: value?.maxUniversities ?? null,
    maxCountries: value?.maxCountries ?? null,
    used: { universities: 0, countries: 0 },
  },
  openPurchase: null,
  provider: "manual",
  paymentInstructions: null,
});

describe("plan status", () => {
  it("counts only an active plan that was paid for as Premium", () => {
    expect(activePaidSubscription(mine(subscription))).toBe(subscription);
    expect(activePaidSubscription(mine({ ...subscription, amountMinor: 0 }))).toBeNull();
    expect(activePaidSubscription(mine({ ...subscription, status: "ended" }))).toBeNull();
    expect(activePaidSubscription(mine(null))).toBeNull();
    expect(activePaidSubscription(undefined)).toBeNull();
  });

  it("says when the plan renews, or when it ends once cancelled", () => {
    expect(renewalLine(subscription)).toBe("Renews on Mar 4, 2027");
    expect(renewalLine({ ...subscription, cancelAtPeriodEnd: true })).toBe("Ends on Mar 4, 2027 (cancelled)");
  });

  it("opens renewal in the last 31 days of the period only", () => {
    const end = new Date("2027-03-04T12:00:00.000Z");
    const daysBefore = (days: number) => new Date(end.getTime() - days * 24 * 60 * 60_000);
    expect(inRenewalWindow(subscription, daysBefore(32))).toBe(false);
    expect(inRenewalWindow(subscription, daysBefore(31))).toBe(true);
    expect(inRenewalWindow(subscription, daysBefore(1))).toBe(true);
  });

  it("words the allowance with Unlimited and All for the sentinels", () => {
    const used = { universities: 3, countries: 1 };
    expect(
      allowanceLines({
        source: "subscription",
        planName: "a",
        maxUniversities: 5,
        maxCountries: 2,
        used,
      }).map((line) => line.text),
    ).toEqual(["3 of 5 universities", "1 of 2 countries"]);
    expect(
      allowanceLines({
        source: "subscription",
        planName: "legend",
        maxUniversities: 999_999,
        maxCountries: 999,
        used,
      }).map((line) => [line.text, line.max]),
    ).toEqual([
      ["3 universities · Unlimited", null],
      ["1 country · All", null],
    ]);
    expect(
      allowanceLines({ source: "none", planName: null, maxUniversities: null, maxCountries: null, used }).map(
        (line) => line.text,
      ),
    ).toEqual(["3 universities", "1 country"]);
  });

  it("shortens a purchase id to the reference a student quotes, different for two requests of the same minute", () => {
    // Purchase ids start with their creation time: these two share their first 8 characters.
    const first = { id: "019ad0f2-6b1e-7c3a-9f21-4d5e6a7b8c9d" };
    const second = { id: "019ad0f2-6b1f-7a04-8e77-0f1e2d3c4b5a" };
    expect(purchaseReference(first)).toBe("6A7B8C9D");
    expect(purchaseReference(second)).toBe("2D3C4B5A");
  });
});
