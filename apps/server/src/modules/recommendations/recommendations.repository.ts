import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { recommendationChoices, users } from "../../db/schema/index.js";

export type Choice = "saved" | "dismissed";

/** A student's saved and dismissed universities, oldest choice first. */
export async function choicesOf(
  db: Db,
  studentId: string,
): Promise<{ universityId: string; choice: Choice }[]> {
  return db
    .select({ universityId: recommendationChoices.universityId, choice: recommendationChoices.choice })
    .from(recommendationChoices)
    .where(eq(recommendationChoices.studentId, studentId))
    .orderBy(asc(recommendationChoices.createdAt), asc(recommendationChoices.universityId));
}

/** A student's saved universities with when they were saved, newest first. */
export async function savedOf(db: Db, studentId: string): Promise<{ universityId: string; savedAt: Date }[]> {
  return db
    .select({ universityId: recommendationChoices.universityId, savedAt: recommendationChoices.createdAt })
    .from(recommendationChoices)
    .where(and(eq(recommendationChoices.studentId, studentId), eq(recommendationChoices.choice, "saved")))
    .orderBy(desc(recommendationChoices.createdAt), asc(recommendationChoices.universityId));
}

export async function choiceOf(db: Db, studentId: string, universityId: string): Promise<Choice | undefined> {
  const [row] = await db
    .select({ choice: recommendationChoices.choice })
    .from(recommendationChoices)
    .where(
      and(
        eq(recommendationChoices.studentId, studentId),
        eq(recommendationChoices.universityId, universityId),
      ),
    );
  return row?.choice;
}

export async function countSaved(db: Db, studentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recommendationChoices)
    .where(and(eq(recommendationChoices.studentId, studentId), eq(recommendationChoices.choice, "saved")));
  return row?.n ?? 0;
}

export async function setChoice(
  db: Db,
  values: { studentId: string; universityId: string; choice: Choice; createdAt: Date },
): Promise<void> {
  await db
    .insert(recommendationChoices)
    .values(values)
    .onConflictDoUpdate({
      target: [recommendationChoices.studentId, recommendationChoices.universityId],
      set: { choice: values.choice, createdAt: values.createdAt },
    });
}

export async function clearChoice(db: Db, studentId: string, universityId: string): Promise<void> {
  await db
    .delete(recommendationChoices)
    .where(
      and(
        eq(recommendationChoices.studentId, studentId),
        eq(recommendationChoices.universityId, universityId),
      ),
    );
}

/** Holds the student's row until the transaction ends: their choices change one at a time. */
export async function lockStudentChoices(db: Db, studentId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("update");
}

/** Per student: how many universities they saved (the students without any are absent). */
export async function savedCountsOf(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({ studentId: recommendationChoices.studentId, n: count() })
    .from(recommendationChoices)
    .where(
      and(
        inArray(recommendationChoices.studentId, [...studentIds]),
        eq(recommendationChoices.choice, "saved"),
      ),
    )
    .groupBy(recommendationChoices.studentId);
}
