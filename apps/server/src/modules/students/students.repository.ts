import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type StudentProfileRow, studentProfiles, users } from "../../db/schema/index.js";

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
  const [row] = await db
    .insert(studentProfiles)
    .values({ userId, ...preferences, preferencesSavedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: studentProfiles.userId,
      set: { ...preferences, preferencesSavedAt: now, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("profile upsert returned nothing");
  return row;
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

/** The version of what a student's lists show (moved by database triggers); 0 for no such student. */
export async function findRecordsVersion(db: Db, studentId: string): Promise<number> {
  const [row] = await db
    .select({ version: studentProfiles.recordsVersion })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  return row?.version ?? 0;
}
