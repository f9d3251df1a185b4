import type { SessionUser } from "@meridian/contract";
import type { UserRow } from "../../db/schema/index.js";

/** The columns a user is shown with: never the password hash. */
export type PresentableUser = Pick<
  UserRow,
  | "id"
  | "firstName"
  | "lastName"
  | "email"
  | "profilePicture"
  | "userType"
  | "teamRole"
  | "accountStatus"
  | "createdAt"
  | "lastLoginAt"
  | "mustChangePassword"
  | "emailVerifiedAt"
>;

/** The only shape in which a user row reaches the wire: no hash, no internal flags. */
export function presentUser(row: PresentableUser): SessionUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profilePicture: row.profilePicture,
    userType: row.userType,
    teamRole: row.teamRole,
    accountStatus: row.accountStatus,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    mustChangePassword: row.mustChangePassword,
    emailVerified: row.emailVerifiedAt !== null,
  };
}
