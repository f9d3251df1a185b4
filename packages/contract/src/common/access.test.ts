import { describe, expect, it } from "vitest";
import { accessRules, checkAccess } from "./access.js";

describe("checkAccess, shared by the server's access hook and the web's route guards", () => {
  it("admits every user type to a rule without types", () => {
    for (const userType of ["customer", "team_member", "company_profile"] as const) {
      expect(checkAccess({ userType, teamRole: null }, accessRules.signedIn)).toBe("allowed");
    }
  });

  it("refuses a user type the rule does not name", () => {
    expect(checkAccess({ userType: "customer", teamRole: null }, accessRules.admin)).toBe("wrong-type");
    expect(checkAccess({ userType: "company_profile", teamRole: null }, accessRules.customer)).toBe(
      "wrong-type",
    );
  });

  it("refuses a team member whose role is not named, a null role and an unknown role alike", () => {
    expect(checkAccess({ userType: "team_member", teamRole: "counselor" }, accessRules.admin)).toBe(
      "wrong-role",
    );
    expect(checkAccess({ userType: "team_member", teamRole: null }, accessRules.admin)).toBe("wrong-role");
    expect(checkAccess({ userType: "team_member", teamRole: "intern" }, accessRules.counselor)).toBe(
      "wrong-role",
    );
    expect(checkAccess({ userType: "team_member", teamRole: "admin" }, accessRules.admin)).toBe("allowed");
    expect(checkAccess({ userType: "team_member", teamRole: null }, accessRules.team)).toBe("allowed");
  });
});
