import { describe, expect, it } from "vitest";
import { deadlineState, formatCalendarDate } from "./deadline";

// Local times: the rule counts the student's own calendar days.
const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);

describe("deadlineState (spec part 2 §4 days left)", () => {
  it("counts the days until the deadline date, rounded up", () => {
    // 9.5 days from noon on the 5th to the start of the 15th: 10.
    expect(deadlineState("2027-01-15", at(2027, 1, 5))).toEqual({
      kind: "open",
      daysLeft: 10,
      label: "10 days left",
    });
    expect(deadlineState("2027-01-15", at(2027, 1, 13, 0))).toMatchObject({
      daysLeft: 2,
      label: "2 days left",
    });
  });

  it("says 1 day left at any hour of the day before", () => {
    expect(deadlineState("2027-01-15", at(2027, 1, 14, 0))).toMatchObject({ label: "1 day left" });
    expect(deadlineState("2027-01-15", at(2027, 1, 14, 23))).toMatchObject({ label: "1 day left" });
  });

  it("says Deadline passed from the deadline day on (zero or fewer days left)", () => {
    const passed = { kind: "passed", label: "Deadline passed" };
    expect(deadlineState("2027-01-15", at(2027, 1, 15, 0))).toEqual(passed);
    expect(deadlineState("2027-01-15", at(2027, 1, 15, 23))).toEqual(passed);
    expect(deadlineState("2026-03-01", at(2027, 1, 16))).toEqual(passed);
  });

  it("counts across a month end, a leap day and a daylight-saving change", () => {
    expect(deadlineState("2028-03-01", at(2028, 2, 28))).toMatchObject({ daysLeft: 2 });
    expect(deadlineState("2027-04-01", at(2027, 3, 20))).toMatchObject({ daysLeft: 12 });
  });

  it("shows no deadline for none or for a date that does not exist", () => {
    expect(deadlineState(null, at(2027, 1, 1))).toEqual({ kind: "none" });
    expect(deadlineState("2027-02-30", at(2027, 1, 1))).toEqual({ kind: "none" });
    expect(deadlineState("next week", at(2027, 1, 1))).toEqual({ kind: "none" });
  });
});

describe("formatCalendarDate", () => {
  it("shows the calendar day as 'Mon D, YYYY' whatever the time zone", () => {
    expect(formatCalendarDate("2027-01-15")).toBe("Jan 15, 2027");
    expect(formatCalendarDate(null)).toBe("");
  });
});
