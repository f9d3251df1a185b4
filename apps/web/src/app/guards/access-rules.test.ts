import type { SessionUser } from "@meridian/contract";
import { describe, expect, it } from "vitest";
import { testUsers } from "@/test/api-stub";
import { accessRules, decideAccess, isAllowed } from "./access-rules";

const signedIn = (user: SessionUser) => ({ isLoading: false, user });

describe("route guard decisions (spec part 1 §4)", () => {
  it("1. shows the spinner while the session loads", () => {
    expect(decideAccess({ isLoading: true, user: null }, accessRules.customer, "/dashboard/student")).toEqual(
      {
        kind: "loading",
      },
    );
  });

  it("2. sends a visitor without a session to /auth, with the page and its query to come back to", () => {
    expect(decideAccess({ isLoading: false, user: null }, accessRules.signedIn, "/settings")).toEqual({
      kind: "redirect",
      to: "/auth?next=%2Fsettings",
    });
    expect(
      decideAccess({ isLoading: false, user: null }, accessRules.customer, "/applications", "?status=draft"),
    ).toEqual({ kind: "redirect", to: "/auth?next=%2Fapplications%3Fstatus%3Ddraft" });
    expect(
      decideAccess({ isLoading: false, user: null }, accessRules.signedIn, "/settings", "", "#sessions"),
    ).toEqual({ kind: "redirect", to: "/auth?next=%2Fsettings%23sessions" });
  });

  it("3. sends a user whose type is not allowed to that type's own dashboard", () => {
    const cases: [SessionUser, string][] = [
      [testUsers.student, "/dashboard/student"],
      [testUsers.company, "/dashboard/company"],
      [testUsers.admin, "/dashboard/admin"],
      [testUsers.counselor, "/dashboard/team"],
      [testUsers.otherTeam, "/dashboard/team"],
    ];
    for (const [user, home] of cases) {
      const rule = user.userType === "customer" ? accessRules.company : accessRules.customer;
      expect(decideAccess(signedIn(user), rule, "/somewhere")).toEqual({ kind: "redirect", to: home });
    }
  });

  it("4. sends a team member without an allowed role to /dashboard/team, and waits for a role still loading", () => {
    expect(decideAccess(signedIn(testUsers.counselor), accessRules.admin, "/dashboard/admin")).toEqual({
      kind: "redirect",
      to: "/dashboard/team",
    });
    expect(decideAccess(signedIn(testUsers.otherTeam), accessRules.admin, "/test/conversions")).toEqual({
      kind: "redirect",
      to: "/dashboard/team",
    });
    expect(
      decideAccess(signedIn({ ...testUsers.admin, teamRole: null }), accessRules.admin, "/dashboard/admin"),
    ).toEqual({ kind: "redirect", to: "/dashboard/team" });
    const roleNotLoaded = { ...testUsers.admin, teamRole: undefined } as unknown as SessionUser;
    expect(decideAccess(signedIn(roleNotLoaded), accessRules.admin, "/dashboard/admin")).toEqual({
      kind: "loading",
    });
  });

  it("5. renders the page for allowed users", () => {
    expect(decideAccess(signedIn(testUsers.admin), accessRules.admin, "/dashboard/admin")).toEqual({
      kind: "render",
    });
    expect(decideAccess(signedIn(testUsers.company), accessRules.customerOrCompany, "/dashboard")).toEqual({
      kind: "render",
    });
    expect(decideAccess(signedIn(testUsers.otherTeam), accessRules.team, "/dashboard/team")).toEqual({
      kind: "render",
    });
    for (const user of Object.values(testUsers)) {
      expect(decideAccess(signedIn(user), accessRules.signedIn, "/community")).toEqual({ kind: "render" });
    }
  });

  it("sends an account with a temporary password to /settings before anything else", () => {
    const company = { ...testUsers.company, mustChangePassword: true };
    expect(decideAccess(signedIn(company), accessRules.company, "/dashboard/company")).toEqual({
      kind: "redirect",
      to: "/settings",
    });
    expect(decideAccess(signedIn(company), accessRules.customer, "/applications")).toEqual({
      kind: "redirect",
      to: "/settings",
    });
    expect(decideAccess(signedIn(company), accessRules.signedIn, "/settings")).toEqual({ kind: "render" });
  });

  it("answers the profile pages' type and role question", () => {
    expect(isAllowed(testUsers.admin, accessRules.admin)).toBe(true);
    expect(isAllowed(testUsers.counselor, accessRules.admin)).toBe(false);
    expect(isAllowed(testUsers.student, accessRules.admin)).toBe(false);
    expect(isAllowed(testUsers.counselor, accessRules.counselor)).toBe(true);
    expect(isAllowed(testUsers.company, accessRules.company)).toBe(true);
    expect(isAllowed(testUsers.student, accessRules.signedIn)).toBe(true);
  });
});
