import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { UserRow } from "../db/schema/index.js";
import { createUser, endCoolingPeriod } from "./factories.js";
import { type BrowserHeaders, signIn, withFile } from "./http.js";
import type { TestApp } from "./test-app.js";

/** A signed-in forum member: the account and its browser's headers. */
export interface ForumMember {
  user: UserRow;
  headers: BrowserHeaders;
}

/** The accounts a forum test signs in, by kind, with the names they show (Stu D., Acme Corp, Ada M.). */
const memberFields = {
  student: { firstName: "Stu", lastName: "dent" },
  company: { userType: "company_profile", firstName: "Acme", lastName: "Corp" },
  admin: { userType: "team_member", teamRole: "admin", firstName: "Ada", lastName: "Min" },
  counselor: { userType: "team_member", teamRole: "counselor", firstName: "Ada", lastName: "Min" },
} as const;

/**
 * A signed-in account of the kind asked, three days old, so its links are not held for review
 * (decision 044), and past the cooling period of its sign-in unless `cooling` (the cooling tests).
 */
export async function forumMember(
  t: Pick<TestApp, "app" | "database">,
  kind: keyof typeof memberFields = "student",
  overrides: Parameters<typeof createUser>[1] = {},
  { cooling = false } = {},
): Promise<ForumMember> {
  const user = await createUser(t.database.db, {
    createdAt: new Date(Date.now() - 3 * 86_400_000),
    ...memberFields[kind],
    ...overrides,
  });
  const headers = await signIn(t.app, user);
  if (!cooling) await endCoolingPeriod(t.database.db, user.id);
  return { user, headers };
}

/** Gives a company account the logo `png` through its profile's upload; answers the logo's address. */
export async function uploadCompanyLogo(
  app: FastifyInstance,
  headers: BrowserHeaders,
  png: Buffer,
): Promise<string> {
  const res = await app.inject({
    method: "PUT",
    url: "/api/company/profile/logo",
    ...withFile(headers, "logo.png", png, "image/png"),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.logoUrl;
}
