import { describe, expect, it } from "vitest";
import type { Actor } from "./lib/actor.js";
import {
  createCompanyAccount,
  listCompanyAccounts,
} from "./modules/company-accounts/company-accounts.service.js";
import {
  getSecuritySettings,
  updateSecuritySettings,
} from "./modules/security-settings/security-settings.service.js";
import {
  createInvitation,
  listInvitations,
  revokeInvitation,
} from "./modules/staff-invitations/staff-invitations.service.js";
import { adminSearch, createUniversity } from "./modules/universities/universities.service.js";
import { listUsersOfType } from "./modules/users/users.service.js";
import { useTestApp } from "./test/test-app.js";

/**
 * Services check their policy themselves, whoever calls them: a job, a socket handler or a seed
 * that bypasses the HTTP access hook gets the same refusal, and nothing is written.
 */
const t = useTestApp();

const origin = { ip: "127.0.0.1", userAgent: null };
const actors: Record<string, Actor> = {
  counselor: {
    userId: "0190d3a0-0000-7000-8000-000000000001",
    userType: "team_member",
    teamRole: "counselor",
    sessionId: "s",
  },
  student: {
    userId: "0190d3a0-0000-7000-8000-000000000002",
    userType: "customer",
    teamRole: null,
    sessionId: "s",
  },
  "member without a role": {
    userId: "0190d3a0-0000-7000-8000-000000000003",
    userType: "team_member",
    teamRole: null,
    sessionId: "s",
  },
};

describe("admin services refuse other actors without the HTTP hook", () => {
  for (const [who, actor] of Object.entries(actors)) {
    it(`refuses a ${who} and writes nothing`, async () => {
      const calls: [string, () => Promise<unknown>][] = [
        [
          "create company account",
          () =>
            createCompanyAccount(
              t.ctx,
              { actor, origin },
              { email: "c@example.com", firstName: "C", lastName: "D" },
            ),
        ],
        ["list company accounts", () => listCompanyAccounts(t.ctx, actor)],
        [
          "create invitation",
          () =>
            createInvitation(t.ctx, { actor, origin }, { teamRole: "admin", expiresInHours: 1 }, "http://x"),
        ],
        ["list invitations", () => listInvitations(t.ctx, actor)],
        [
          "revoke invitation",
          () => revokeInvitation(t.ctx, { actor, origin }, "0190d3a0-0000-7000-8000-000000000009"),
        ],
        ["read security settings", () => getSecuritySettings(t.ctx, actor)],
        [
          "change security settings",
          () => updateSecuritySettings(t.ctx, { actor, origin }, { teamLoginVisible: true }),
        ],
        ["list the admin catalogue", () => adminSearch(t.ctx, actor, { limit: 10, offset: 0 } as never)],
        [
          "create a university",
          () =>
            createUniversity(t.ctx, { actor, origin }, {
              name: "Policy Test University",
              country: "Canada",
              countryCode: "CA",
            } as never),
        ],
      ];
      for (const [what, call] of calls) {
        await expect(call(), what).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
      expect(await listUsersOfType(t.database.db, "company_profile")).toEqual([]);
      expect(
        (await getSecuritySettings(t.ctx, { ...actor, userType: "team_member", teamRole: "admin" }))
          .teamLoginVisible,
      ).toBe(false);
    });
  }
});
