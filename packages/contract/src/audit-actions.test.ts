import { describe, expect, it } from "vitest";
import {
  auditActionNames,
  auditActions,
  auditSubjects,
  auditSubjectsOf,
  isAuditAction,
  legacyAuditActions,
  readAuditAction,
} from "./audit-actions.js";

describe("audit actions", () => {
  it("give every action a label of its own and known record kinds", () => {
    const labels = auditActionNames.map((action) => auditActions[action].label);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    for (const action of auditActionNames) {
      for (const subject of auditSubjectsOf(action)) expect(auditSubjects).toContain(subject);
    }
  });

  it("record a student's status change under one name, naming the student", () => {
    expect(
      auditActionNames.filter((action) => action.endsWith("status_changed") && action.includes("student")),
    ).toEqual(["student.status_changed"]);
    expect(auditSubjectsOf("student.status_changed")).toEqual(["student"]);
  });

  it("read the name a row was stored under before as its current one", () => {
    expect(readAuditAction("student_profile.status_changed")).toBe("student.status_changed");
    expect(readAuditAction("auth.login")).toBe("auth.login");
    expect(readAuditAction("something.else")).toBeNull();
    expect(readAuditAction("constructor")).toBeNull();
    for (const [old, current] of Object.entries(legacyAuditActions)) {
      expect(isAuditAction(old)).toBe(false);
      expect(isAuditAction(current)).toBe(true);
    }
  });

  it("check details by the action's schema", () => {
    const status = auditActions["student.status_changed"].details;
    expect(status.safeParse({ from: "active", to: "converted", reason: "purchase" }).success).toBe(true);
    expect(status.safeParse({ from: "active", to: "nowhere", reason: "purchase" }).success).toBe(false);
  });
});
