import type { TeamRole } from "@meridian/contract";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";
import { users } from "./users.js";

export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: idColumn(),
    /** SHA-256 of the link token; the token is shown once to the issuing admin. */
    tokenHash: text().notNull(),
    /** Fixed by the issuer; what the registering person sends cannot change it. */
    teamRole: text().$type<TeamRole>().notNull(),
    /** Optional: the invitation is then only for this address. */
    email: text(),
    /** Null for the first-admin setup link the server prints on a fresh install. */
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    usedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    usedAt: at(),
    revokedAt: at(),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash),
    index("staff_invitations_pending_idx")
      .on(t.expiresAt)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
    check("staff_invitations_role_check", sql`${t.teamRole} in ('admin', 'counselor')`),
  ],
);
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
