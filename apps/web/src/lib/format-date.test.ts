import { describe, expect, it } from "vitest";
import { formatDay } from "./format-date";

describe("formatDay", () => {
  it("shows a calendar date as the same day whatever the time zone", () => {
    // The test process runs in the machine's zone; the figure must not depend on it.
    expect(formatDay("2026-11-25")).toBe("Nov 25, 2026");
    expect(formatDay("2027-01-01")).toBe("Jan 1, 2027");
  });

  it("shows nothing for a value that is not a calendar date", () => {
    expect(formatDay(null)).toBe("");
    expect(formatDay("2026-11-25T10:00:00.000Z")).toBe("");
  });
});
