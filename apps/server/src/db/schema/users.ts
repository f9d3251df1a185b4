import type { AccountStatus, TeamRole, UserType } from "@meridian/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    profilePicture: text(),
    /** Where the user is, in their own words (the profile form, at most 120 characters). */
    location: text(),
    /** A few lines about the user (the profile form, at most 1,000 characters). */
    bio: text(),
    /** The stored profile photo (re-encoded WebP) and its SHA-256; `profilePicture` is its public address. */
    photoKey: text(),
    photoSha256: text(),
    userType: text().$type<UserType>().notNull(),
    teamRole: text().$type<TeamRole>(),
    accountStatus: text().$type<AccountStatus>().notNull().default("active"),
    mustChangePassword: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
    lastLoginAt: at(),
    /** When the owner proved the address (a mailed link, a mailed invitation); null = not verified. */
    emailVerifiedAt: at(),
  },
  (t) => [
    // Emails are unique whatever their case.
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_type_role_idx").on(t.userType, t.teamRole),
    check("users_user_type_check", sql`${t.userType} in ('customer', 'team_member', 'company_profile')`),
    check(
      "users_account_status_check",
      sql`${t.accountStatus} in ('active', 'inactive', 'pending_approval', 'suspended', 'rejected')`,
    ),
    check("users_team_role_check", sql`(${t.userType} = 'team_member') = (${t.teamRole} is not null)`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  "sessions",
  {
    id: idColumn(),
    userId: requiredRef(() => users.id, "cascade"),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    lastSeenAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    revokedAt: at(),
    ip: text(),
    userAgent: text(),
    /** SHA-256 of the browser's device cookie: which browser the session was opened in (decision 081). */
    deviceHash: text(),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;
