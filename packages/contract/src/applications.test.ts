import { describe, expect, it } from "vitest";
import {
  ApplicationInputSchema,
  applicationStatuses,
  applicationTransitions,
  canTransition,
} from "./applications.js";

const input = (deadlineDate: string | null) => ({
  universityId: "0190d3a0-0000-7000-8000-000000000000",
  programName: "Computer Science",
  degreeType: "Master's",
  intakeTerm: "fall",
  intakeYear: new Date().getUTCFullYear() + 1,
  deadlineDate,
});

describe("an application's input", () => {
  it("takes a deadline only on a day that exists", () => {
    expect(ApplicationInputSchema.safeParse(input("2028-02-29")).success).toBe(true);
    expect(ApplicationInputSchema.safeParse(input(null)).success).toBe(true);
    for (const day of ["2027-02-29", "2027-02-30", "2027-13-01", "2027-00-10", "2027-1-5"]) {
      const parsed = ApplicationInputSchema.safeParse(input(day));
      expect(parsed.success, day).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["deadlineDate"]);
    }
  });
});

describe("the transition table", () => {
  it("moves only between known statuses, never back to draft, and nothing leaves a final status", () => {
    for (const { from, to } of applicationTransitions) {
      expect(applicationStatuses).toContain(from);
      expect(applicationStatuses).toContain(to);
      expect(to).not.toBe("draft");
    }
    for (const final of ["rejected", "withdrawn", "enrolled"] as const) {
      expect(applicationTransitions.filter((t) => t.from === final)).toEqual([]);
    }
    expect(canTransition("draft", "submitted", "student")).toBe(true);
    expect(canTransition("draft", "submitted", "staff")).toBe(false);
  });
});
