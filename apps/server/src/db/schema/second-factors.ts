import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { users } from "./users.js";

/**
 * A user's second factor (TOTP, RFC 6238): the key AES-256-GCM encrypted under a key derived from
 * the master secret. `enabledAt` is null while a new key waits for its first code (setup started,
 * not confirmed): such a row signs no one in. `lastUsedStep` is the time step of the last code
 * accepted, so a code is never accepted twice (nor an older one after it).
 */
export const userSecondFactors = pgTable("user_second_factors", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCiphertext: text().notNull(),
  enabledAt: at(),
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: at().notNull().defaultNow(),
});
export type UserSecondFactorRow = typeof userSecondFactors.$inferSelect;

/** The one-time recovery codes of a second factor: only their SHA-256, each used once at most. */
export const secondFactorRecoveryCodes = pgTable(
  "second_factor_recovery_codes",
  {
    id: idColumn(),
    userId: requiredRef(() => users.id, "cascade"),
    codeHash: text().notNull(),
    usedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("second_factor_recovery_codes_hash_idx").on(t.userId, t.codeHash),
    index("second_factor_recovery_codes_user_idx").on(t.userId),
    check("second_factor_recovery_codes_hash_check", sql`length(${t.codeHash}) = 64`),
  ],
);
