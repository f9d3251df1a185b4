import { randomBytes } from "node:crypto";
import type { TeamRole, UserType } from "@meridian/contract";
import type { Db } from "../db/client.js";
import type { NewSubscriptionPlanRow, SubscriptionPlanRow, UserRow } from "../db/schema/index.js";
import { insertPlan } from "../modules/subscription-plans/subscription-plans.repository.js";
import { hashPassword, insertUser } from "../modules/users/users.service.js";

export const TEST_PASSWORD = "Correct-Horse-9";
let cachedHash: Promise<string> | undefined;

/** Inserts a user with TEST_PASSWORD (hashed once per file to keep factories fast). */
export async function createUser(
  db: Db,
  overrides: Partial<{
    email: string;
    userType: UserType;
    teamRole: TeamRole | null;
    accountStatus: UserRow["accountStatus"];
    mustChangePassword: boolean;
    createdAt: Date;
    firstName: string;
  }> = {},
): Promise<UserRow> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const userType = overrides.userType ?? "customer";
  const user = await insertUser(db, {
    email: overrides.email ?? `user-${randomBytes(5).toString("hex")}@gmail.com`,
    passwordHash: await cachedHash,
    firstName: overrides.firstName ?? "Test",
    lastName: "User",
    userType,
    teamRole: userType === "team_member" ? (overrides.teamRole ?? "counselor") : null,
    accountStatus: overrides.accountStatus ?? "active",
    mustChangePassword: overrides.mustChangePassword ?? false,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  if (!user) throw new Error("factory user insert failed");
  return user;
}

/** Inserts an active, non-sample plan with a unique name; prices are yearly decimal strings. */
export async function createPlan(
  db: Db,
  overrides: Partial<NewSubscriptionPlanRow> = {},
): Promise<SubscriptionPlanRow> {
  return insertPlan(db, {
    name: `plan-${randomBytes(4).toString("hex")}`,
    description: "A test plan",
    price: "120",
    maxUniversities: 10,
    maxCountries: 5,
    supportType: "email",
    features: ["Search"],
    ...overrides,
  });
}
