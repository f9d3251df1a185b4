import type { UserRow } from "../../db/schema/users.js";

/**
 * Whether an account may set a new password from a mailed link: not one an admin suspended or
 * refused, whose sign-in would be refused anyway and whose owner must ask the team instead.
 */
export function canRecoverPassword(user: Pick<UserRow, "accountStatus">): boolean {
  return user.accountStatus !== "suspended" && user.accountStatus !== "rejected";
}
