import { sql } from "drizzle-orm";
import { check, integer, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, idColumn } from "./columns.js";
import { universities } from "./universities.js";
import { users } from "./users.js";

/**
 * One per student account (DOMAIN.md "student_profile"), with its own id for counselor routes.
 * Holds what the match score reads today; the counselor workspace adds the ten profile groups.
 */
export const studentProfiles = pgTable(
  "student_profiles",
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().notNull().default("inquiry"),
    preferredCountries: text().array().notNull().default(sql`'{}'::text[]`),
    programLevel: text(),
    fieldsOfStudy: text().array().notNull().default(sql`'{}'::text[]`),
    interests: text(),
    /** US dollars a year. */
    budgetPerYear: integer(),
    /** On a 4.0 scale. */
    gpa: numeric({ precision: 3, scale: 2, mode: "number" }),
    englishTest: text(),
    englishTestScore: numeric({ precision: 5, scale: 1, mode: "number" }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check("student_profiles_budget_check", sql`${t.budgetPerYear} is null or ${t.budgetPerYear} >= 0`),
    check("student_profiles_gpa_check", sql`${t.gpa} is null or (${t.gpa} >= 0 and ${t.gpa} <= 4)`),
  ],
);
export type StudentProfileRow = typeof studentProfiles.$inferSelect;

/** A student's choice about one recommended university: kept on the shortlist, or dismissed. */
export const recommendationChoices = pgTable(
  "recommendation_choices",
  {
    studentId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    universityId: uuid()
      .notNull()
      .references(() => universities.id, { onDelete: "cascade" }),
    choice: text({ enum: ["saved", "dismissed"] }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.universityId] }),
    check("recommendation_choices_choice_check", sql`${t.choice} in ('saved', 'dismissed')`),
  ],
);
