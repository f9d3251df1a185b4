import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at } from "./columns.js";
import { users } from "./users.js";

/** One row (id = 1) of switches admins control. */
export const securitySettings = pgTable(
  "security_settings",
  {
    id: integer().primaryKey().default(1),
    teamLoginVisible: boolean().notNull().default(false),
    /** AES-256-GCM ciphertext of the team-access code (admins may read it back; browsers never get it). */
    secretCodeCiphertext: text(),
    /** New students get the least-loaded active counselor at registration. */
    autoAssignStudents: boolean().notNull().default(true),
    /** Most students the automatic rule gives one counselor; null: no cap. Admins may exceed it. */
    counselorStudentCap: integer(),
    /** Team accounts sign in with a second factor; one without is led to set it up first. */
    requireTeamSecondFactor: boolean().notNull().default(false),
    /** Students confirm their email address before they may apply. */
    requireVerifiedEmailToApply: boolean().notNull().default(false),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("security_settings_single_row", sql`${t.id} = 1`),
    check(
      "security_settings_cap_check",
      sql`${t.counselorStudentCap} is null or ${t.counselorStudentCap} > 0`,
    ),
  ],
);
