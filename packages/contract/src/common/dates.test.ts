import { describe, expect, it } from "vitest";
import { formatDay, formatUtcDateTime } from "./dates.js";

describe("formatDay", () => {
  it("writes a calendar day, or an instant's UTC day, as 'Mon D, YYYY'", () => {
    expect(formatDay("2027-11-29")).toBe("Nov 29, 2027");
    // Late in the UTC day: still the 29th, whatever zone the process runs in.
    expect(formatDay(new Date("2027-11-29T23:30:00.000Z"))).toBe("Nov 29, 2027");
  });

  it("writes nothing for what is not a day", () => {
    expect(formatDay(undefined)).toBe("");
    expect(formatDay("2027-11-29T10:00:00.000Z")).toBe("");
    expect(formatDay(new Date(Number.NaN))).toBe("");
  });
});

describe("formatUtcDateTime", () => {
  it("writes the time of day in UTC and says so", () => {
    expect(formatUtcDateTime(new Date("2026-12-02T14:05:00.000Z"))).toBe("Dec 2, 2026, 2:05 PM UTC");
  });
});
