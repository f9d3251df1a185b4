import type { StudyPreferences, StudyPreferencesResponse } from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { catalogueCountries } from "../universities/universities.service.js";
import { normalizeText } from "../universities/universities.text.js";
import { canKeepStudyPreferences, canWorkStudent, type StudentTie } from "./students.policy.js";
import { presentPreferences } from "./students.presenter.js";
import {
  findCounselorOf,
  findProfile,
  findRecordsVersion,
  findStudentByProfileId,
  savePreferences,
} from "./students.repository.js";

/**
 * The version of what the student's own lists (applications, documents) show: any change to them,
 * through any node or path, moves it in the same transaction (database triggers, decision 040).
 */
export function studentRecordsVersion(ctx: AppContext, studentId: string): Promise<number> {
  return findRecordsVersion(ctx.db, studentId);
}

/** A student a counselor route names by profile id, as the actor may work them. */
export type WorkedStudent = StudentTie & {
  profileId: string;
  firstName: string;
  lastName: string;
  email: string;
};

/**
 * The student behind a counselor route's `{studentId}` (a profile id), for staff who work that
 * student (their assigned counselor, or an admin). Anyone else, like an unknown id, gets 404
 * "Student not found": the first call of every counselor-side service function.
 */
export async function workedStudent(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
): Promise<WorkedStudent> {
  const row = await findStudentByProfileId(ctx.db, profileId);
  authorize(row !== undefined && canWorkStudent(actor, row), { notFound: "Student" });
  return row;
}

/**
 * A loaded record of a student's with what the students policy decides on: the counselor
 * assigned to that student now. The student acting on their own record needs no look-up (nobody
 * but them passes as "themself", so the counselor cannot change the answer); undefined stays
 * undefined, so `authorize(row !== undefined && can…(actor, row))` reads as before.
 */
export async function withStudentTie<T extends { studentId: string }>(
  ctx: AppContext,
  actor: Actor,
  row: T | undefined,
): Promise<(T & StudentTie) | undefined> {
  if (!row) return undefined;
  const counselorId = actor.userId === row.studentId ? null : await findCounselorOf(ctx.db, row.studentId);
  return { ...row, counselorId };
}

// Preferences live on the actor's own profile: every query is keyed on actor.userId (/me routes,
// no other student's id can be passed); the policy only keeps non-students out.

/** The caller's study preferences; all unknown (and never saved) until they first save some. */
export async function preferencesOf(ctx: AppContext, actor: Actor): Promise<StudyPreferencesResponse> {
  authorize(canKeepStudyPreferences(actor), "forbidden");
  return presentPreferences(await findProfile(ctx.db, actor.userId));
}

/** Replaces the caller's study preferences, making their profile on the first save. */
export async function updatePreferences(
  ctx: AppContext,
  actor: Actor,
  input: StudyPreferences,
): Promise<StudyPreferencesResponse> {
  authorize(canKeepStudyPreferences(actor), "forbidden");
  const preferredCountries = await catalogueSpellings(ctx, input.preferredCountries);
  const row = await savePreferences(
    ctx.db,
    actor.userId,
    {
      preferredCountries,
      programLevel: input.programLevel,
      fieldsOfStudy: [...new Set(input.fieldsOfStudy)],
      interests: input.interests || null,
      budgetPerYear: input.budgetPerYear,
      gpa: input.gpa,
      englishTest: input.englishTest,
      englishTestScore: input.englishTestScore,
    },
    ctx.now(),
  );
  return presentPreferences(row);
}

/**
 * The countries as the catalogue spells them ("canada" -> "Canada"), without repeats, so the
 * candidates of a recommendation are found by an exact match. A country the catalogue does not
 * hold is refused: it could never match anything.
 */
async function catalogueSpellings(ctx: AppContext, countries: readonly string[]): Promise<string[]> {
  if (countries.length === 0) return [];
  const known = new Map((await catalogueCountries(ctx)).map((name) => [normalizeText(name), name]));
  const spelled = countries.map((country) => {
    const name = known.get(normalizeText(country));
    if (!name) {
      throw new AppError("VALIDATION_ERROR", `"${country}" is not a country in the catalogue`, {
        field: "preferredCountries",
      });
    }
    return name;
  });
  return [...new Set(spelled)];
}
