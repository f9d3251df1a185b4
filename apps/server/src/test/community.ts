import type { UserRow } from "../db/schema/index.js";
import { createUser, endCoolingPeriod } from "./factories.js";
import { type BrowserHeaders, signIn } from "./http.js";
import type { TestApp } from "./test-app.js";

/** A signed-in forum member: the account and its browser's headers. */
export interface ForumMember {
  user: UserRow;
  headers: BrowserHeaders;
}

/**
 * A signed-in account of the kind asked, past the cooling period of its sign-in and three days
 * old, so its links are not held for review (decision 044).
 */
export async function forumMember(
  t: Pick<TestApp, "app" | "database">,
  kind: "student" | "company" | "admin",
  firstName = "Stu",
  lastName = "dent",
): Promise<ForumMember> {
  const fields =
    kind === "company"
      ? { userType: "company_profile" as const }
      : kind === "admin"
        ? { userType: "team_member" as const, teamRole: "admin" as const }
        : {};
  const user = await createUser(t.database.db, {
    createdAt: new Date(Date.now() - 3 * 86_400_000),
    firstName,
    lastName,
    ...fields,
  });
  const headers = await signIn(t.app, user);
  await endCoolingPeriod(t.database.db, user.id);
  return { user, headers };
}
