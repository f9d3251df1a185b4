import type { AcademicScoringType, EnglishTest, ProgramLevel, StudentStatus } from "@meridian/contract";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { at, idColumn, requiredRef } from "./columns.js";
import { universities } from "./universities.js";
import { users } from "./users.js";

/**
 * One per student account (DOMAIN.md "student_profile"), with its own id for counselor routes:
 * made at registration (and for older accounts by migration 0007). Holds what the match score
 * reads, the student's assigned counselor, and the profile a counselor keeps (the ten groups of
 * spec part 2 §3, each a JSON object the contract validates).
 */
export const studentProfiles = pgTable(
  "student_profiles",
  {
    id: idColumn(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().$type<StudentStatus>().notNull().default("inquiry"),
    /** The counselor who works this student now; the history is in counselor_assignments. */
    counselorId: uuid().references(() => users.id, { onDelete: "set null" }),
    assignedAt: at(),
    preferredCountries: text().array().notNull().default(sql`'{}'::text[]`),
    programLevel: text().$type<ProgramLevel>(),
    fieldsOfStudy: text().array().notNull().default(sql`'{}'::text[]`),
    interests: text(),
    /** US dollars a year. */
    budgetPerYear: integer(),
    /** The student's own figure for matching, on a 4.0 scale (study preferences). */
    gpa: numeric({ precision: 3, scale: 2, mode: "number" }),
    englishTest: text().$type<EnglishTest>(),
    englishTestScore: numeric({ precision: 5, scale: 1, mode: "number" }),
    /**
     * Moves on every change to the student's own rows their lists show (applications, documents,
     * checklist attachments), by database triggers (migration 0007); with `shared_list_version`
     * (the universities and verifiers those name) it is the version a cached list is valid for.
     */
    recordsVersion: integer().notNull().default(0),
    /** When the student last saved their study preferences; null: never (all still unknown). */
    preferencesSavedAt: at(),
    /** ISO date (YYYY-MM-DD). */
    dateOfBirth: date({ mode: "string" }),
    currentEducationLevel: text(),
    /**
     * The academic result a counselor records ("gpa" on the counselor's screen), on the scale
     * `academicScoringType` names; kept apart from the 4.0-scale preference above so neither
     * side's form can overwrite the other's figure (decision 038).
     */
    academicScore: numeric({ precision: 5, scale: 2, mode: "number" }),
    academicScoringType: text().$type<AcademicScoringType>(),
    institutionName: text(),
    academicInterests: text().array().notNull().default(sql`'{}'::text[]`),
    personalDetails: jsonb(),
    academicDetails: jsonb(),
    workDetails: jsonb(),
    testScores: jsonb(),
    studyPreferences: jsonb(),
    universityPreferences: jsonb(),
    financialInfo: jsonb(),
    visaHistory: jsonb(),
    familyDetails: jsonb(),
    additionalInfo: jsonb(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check("student_profiles_budget_check", sql`${t.budgetPerYear} is null or ${t.budgetPerYear} >= 0`),
    check("student_profiles_gpa_check", sql`${t.gpa} is null or (${t.gpa} >= 0 and ${t.gpa} <= 4)`),
    check(
      "student_profiles_academic_score_check",
      sql`${t.academicScore} is null or (${t.academicScore} >= 0 and ${t.academicScore} <= 100)`,
    ),
    check(
      "student_profiles_status_check",
      sql`${t.status} in ('inquiry', 'active', 'pending', 'converted', 'visa_applied', 'visa_approved', 'departed')`,
    ),
    index("student_profiles_counselor_idx").on(t.counselorId),
  ],
);
export type StudentProfileRow = typeof studentProfiles.$inferSelect;

/** A student's choice about one recommended university: kept on the shortlist, or dismissed. */
export const recommendationChoices = pgTable(
  "recommendation_choices",
  {
    studentId: requiredRef(() => users.id, "cascade"),
    universityId: requiredRef(() => universities.id, "cascade"),
    choice: text({ enum: ["saved", "dismissed"] }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.universityId] }),
    check("recommendation_choices_choice_check", sql`${t.choice} in ('saved', 'dismissed')`),
  ],
);

/**
 * One row (id = 1): moves, by database triggers, whenever something every student's lists may show
 * changes (a university's name or place, a staff member's name), so one rename invalidates every
 * cached list without touching (or locking) each student's profile (decision 040).
 */
export const sharedListVersion = pgTable(
  "shared_list_version",
  {
    id: integer().primaryKey().default(1),
    version: integer().notNull().default(0),
  },
  (t) => [check("shared_list_version_single_row", sql`${t.id} = 1`)],
);
