import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type StudentProfileRow, studentProfiles } from "../../db/schema/index.js";

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
    .values({ userId, ...preferences, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...preferences, updatedAt: now } })
    .returning();
  if (!row) throw new Error("profile upsert returned nothing");
  return row;
}
