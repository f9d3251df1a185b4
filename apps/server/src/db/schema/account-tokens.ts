import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { users } from "./users.js";

/** What a single-use link sent by mail lets its holder do. */
export type AccountTokenPurpose = "password_reset" | "email_verification";

/**
 * Single-use links sent by mail (a password reset, an email verification): 256 random bits, kept only as their SHA-256,
 * valid until `expiresAt`, spent by setting `usedAt` in the statement that checks them.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: idColumn(),
    userId: requiredRef(() => users.id, "cascade"),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_key").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('password_reset', 'email_verification')`),
  ],
);
export type AccountTokenRow = typeof accountTokens.$inferSelect;
