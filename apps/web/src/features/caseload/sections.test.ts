import { describe, expect, it } from "vitest";
import { sectionOf, sectionPath, sectionsFor, studentProfilePath } from "./sections";

describe("team dashboard sections", () => {
  it("opens the section the URL names, Overview for anything else", () => {
    expect(sectionOf("students", true)).toBe("students");
    expect(sectionOf("analytics", true)).toBe("analytics");
    expect(sectionOf("nonsense", true)).toBe("overview");
    expect(sectionOf(null, true)).toBe("overview");
  });

  it("keeps the student sections from a team member who works no students", () => {
    expect(sectionsFor(false).map((s) => s.id)).toEqual(["overview", "team"]);
    expect(sectionOf("students", false)).toBe("overview");
    expect(sectionOf("team", false)).toBe("team");
  });

  it("writes links with their filters", () => {
    expect(sectionPath("applications", { studentId: "abc" })).toBe(
      "/dashboard/team?section=applications&studentId=abc",
    );
    expect(studentProfilePath("abc", "chat")).toBe("/dashboard/team/student/abc?section=chat");
    expect(studentProfilePath("abc")).toBe("/dashboard/team/student/abc");
  });
});
