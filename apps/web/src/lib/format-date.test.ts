import { describe, expect, it } from "vitest";
import { formatConversationDay, formatDateTimeInZone, formatDay, withLocalTimes } from "./format-date";

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

describe("times in the viewer's zone", () => {
  const instant = "2026-12-03T13:00:00.000Z";

  it("shows an instant in the zone given, and names it", () => {
    expect(formatDateTimeInZone(instant, "Europe/Berlin").replace(/\s/g, " ")).toBe(
      "Dec 3, 2026, 2:00 PM (Europe/Berlin)",
    );
    expect(formatDateTimeInZone(instant, "America/New_York").replace(/\s/g, " ")).toBe(
      "Dec 3, 2026, 8:00 AM (America/New_York)",
    );
    expect(formatDateTimeInZone(null, "UTC")).toBe("");
  });

  it("rewrites the instants the server wrote into a text, and leaves the rest as written", () => {
    const text = "Your counselor scheduled a meeting with you on 2026-12-03T13:00Z. Note: bring 2026-12-03.";
    expect(withLocalTimes(text, "Asia/Tokyo").replace(/\s/g, " ")).toBe(
      "Your counselor scheduled a meeting with you on Dec 3, 2026, 10:00 PM (Asia/Tokyo). Note: bring 2026-12-03.",
    );
  });
});

describe("formatConversationDay", () => {
  const now = new Date(2026, 11, 3, 10, 0);

  it("names today and yesterday in the viewer's calendar", () => {
    expect(formatConversationDay(new Date(2026, 11, 3, 0, 5), now)).toBe("Today");
    expect(formatConversationDay(new Date(2026, 11, 2, 23, 55), now)).toBe("Yesterday");
  });

  it("gives the weekday and date of an earlier day, and the year when it is another year", () => {
    expect(formatConversationDay(new Date(2026, 10, 4, 12, 0), now)).toBe("Wednesday, Nov 4");
    expect(formatConversationDay(new Date(2025, 11, 30, 12, 0), now)).toBe("Dec 30, 2025");
    expect(formatConversationDay("not a date", now)).toBe("");
  });
});
