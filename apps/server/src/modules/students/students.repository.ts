import type { StudentProfileGroupName, StudentStatus } from "@meridian/contract";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type StudentProfileRow, sharedListVersion, studentProfiles, users } from "../../db/schema/index.js";

export async function findProfile(db: Db, userId: string): Promise<StudentProfileRow | undefined> {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  return row;
}

/** The study preferences a profile holds (every column the match score reads). */
export type PreferenceColumns = Pick<
  StudentProfileRow,
  | "preferredCountries"
  | "programLevel"
  | "fieldsOfStudy"
  | "interests"
  | "budgetPerYear"
  | "gpa"
  | "englishTest"
  | "englishTestScore"
>;

/** Writes the student's preferences, making their profile on the first write. */
export async function savePreferences(
  db: Db,
  userId: string,
  preferences: PreferenceColumns,
  now: Date,
): Promise<StudentProfileRow> {
  const rows = await db
    .insert(studentProfiles)
    .values({ userId, ...preferences, preferencesSavedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: studentProfiles.userId,
      set: { ...preferences, preferencesSavedAt: now, updatedAt: now },
    })
    .returning();
  return writtenRow(rows, "profile upsert");
}

/** The counselor assigned to a student now (null: none, or no such student). */
export async function findCounselorOf(db: Db, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ counselorId: studentProfiles.counselorId })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  return row?.counselorId ?? null;
}

/** A student's profile by its own id, with the account's names (counselor routes name students so). */
export async function findStudentByProfileId(db: Db, profileId: string) {
  const [row] = await db
    .select({
      profileId: studentProfiles.id,
      studentId: studentProfiles.userId,
      counselorId: studentProfiles.counselorId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, profileId))
    .limit(1);
  return row;
}

/**
 * The version of what a student's lists show: their own rows' version and the shared one (the
 * universities and staff names the lists carry), both moved by database triggers; "0:0" for no
 * such student.
 */
export async function findRecordsVersion(db: Db, studentId: string): Promise<string> {
  const [row] = await db
    .select({ own: studentProfiles.recordsVersion, shared: sharedListVersion.version })
    .from(sharedListVersion)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, studentId))
    .where(eq(sharedListVersion.id, 1))
    .limit(1);
  return `${row?.own ?? 0}:${row?.shared ?? 0}`;
}

const counselors = alias(users, "counselor");

/** A student's profile row with the account fields and their counselor's name (the counselor's screen). */
export async function findCounselorStudent(db: Db, profileId: string) {
  const [row] = await db
    .select({
      profile: studentProfiles,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      counselorFirstName: counselors.firstName,
      counselorLastName: counselors.lastName,
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(counselors, eq(counselors.id, studentProfiles.counselorId))
    .where(eq(studentProfiles.id, profileId))
    .limit(1);
  return row;
}
export type CounselorStudentRow = NonNullable<Awaited<ReturnType<typeof findCounselorStudent>>>;

/**
 * The columns of the profile a counselor keeps (spec part 2 §3): the preferred countries and the
 * program level are the student's study-preference columns themselves.
 */
export type KeptProfileColumns = Pick<
  StudentProfileRow,
  | "preferredCountries"
  | "programLevel"
  | "dateOfBirth"
  | "currentEducationLevel"
  | "institutionName"
  | "academicScore"
  | "academicScoringType"
  | "academicInterests"
  | StudentProfileGroupName
>;

/**
 * Replaces the kept profile of a student; false when the profile is gone. `preferencesChanged`
 * stamps the study preferences as saved now (the student's form and recommendations read them).
 */
export async function saveKeptProfile(
  db: Db,
  profileId: string,
  columns: KeptProfileColumns,
  now: Date,
  preferencesChanged: boolean,
): Promise<boolean> {
  const rows = await db
    .update(studentProfiles)
    .set({ ...columns, ...(preferencesChanged ? { preferencesSavedAt: now } : {}), updatedAt: now })
    .where(eq(studentProfiles.id, profileId))
    .returning({ id: studentProfiles.id });
  return rows.length > 0;
}

/** Sets a student's status; false when the profile is gone. */
export async function saveStudentStatus(
  db: Db,
  profileId: string,
  status: StudentStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(studentProfiles)
    .set({ status, updatedAt: now })
    .where(eq(studentProfiles.id, profileId))
    .returning({ id: studentProfiles.id });
  return rows.length > 0;
}

/** Locks a student's profile row for the rest of the transaction and reads it. */
export async function lockProfile(db: Db, profileId: string): Promise<StudentProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.id, profileId))
    .for("update")
    .limit(1);
  return row;
}

/** Locks a student's own profile row (by their account id) for the rest of the transaction. */
export async function lockOwnProfile(db: Db, userId: string): Promise<StudentProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, userId))
    .for("update")
    .limit(1);
  return row;
}
