import {
  type CounselorStudent,
  type OwnStudentProfile,
  type StudentProfileGroupName,
  type StudentStatus,
  type StudyPreferences,
  type StudyPreferencesResponse,
  studentProfileGroupNames,
  studentStatusLabels,
  type UpdateStudentProfile,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { StudentProfileRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { publishNotifications, storeNotification } from "../notifications/notifications.service.js";
import { catalogueCountries } from "../universities/universities.service.js";
import { normalizeText } from "../universities/universities.text.js";
import {
  canKeepOwnProfile,
  canKeepStudyPreferences,
  canWorkStudent,
  type StudentTie,
} from "./students.policy.js";
import { presentCounselorStudent, presentOwnProfile, presentPreferences } from "./students.presenter.js";
import {
  findCounselorOf,
  findCounselorStudent,
  findProfile,
  findRecordsVersion,
  findStudentByProfileId,
  type KeptProfileColumns,
  lockOwnProfile,
  lockProfile,
  saveKeptProfile,
  savePreferences,
  saveStudentStatus,
} from "./students.repository.js";

/**
 * The version of what the student's own lists (applications, documents) show: any change to them,
 * through any node or path, moves it in the same transaction (database triggers, decision 040).
 */
export function studentRecordsVersion(ctx: AppContext, studentId: string): Promise<string> {
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
async function catalogueSpellings(
  ctx: AppContext,
  countries: readonly string[],
  field = "preferredCountries",
): Promise<string[]> {
  if (countries.length === 0) return [];
  const known = new Map((await catalogueCountries(ctx)).map((name) => [normalizeText(name), name]));
  const spelled = countries.map((country) => {
    const name = known.get(normalizeText(country));
    if (!name) {
      throw new AppError("VALIDATION_ERROR", `"${country}" is not a country in the catalogue`, {
        field,
      });
    }
    return name;
  });
  return [...new Set(spelled)];
}

// ---- The profile a counselor keeps (spec part 2 §2 "Counselor-side student profile screen") ----
// Every function takes the student's profile id and calls workedStudent first: staff who do not
// work the student get the 404 of an unknown id.

async function presentedStudent(ctx: AppContext, profileId: string): Promise<CounselorStudent> {
  const row = await findCounselorStudent(ctx.db, profileId);
  // Deleted between the check and the read: answered like any gone student.
  authorize(row !== undefined, { notFound: "Student" });
  return presentCounselorStudent(row);
}

/** The student as their counselor (or an admin) reads them. */
export async function counselorStudentOf(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
): Promise<CounselorStudent> {
  await workedStudent(ctx, actor, profileId);
  return presentedStudent(ctx, profileId);
}

/** A value as it is kept: blank strings and empty lists are "not known", kept as nothing. */
function keptValue(value: unknown): unknown {
  if (value === null || value === undefined || value === "") return undefined;
  if (Array.isArray(value)) {
    const items = [...new Set(value.filter((item) => item !== ""))];
    return items.length > 0 ? items : undefined;
  }
  return value;
}

/** A group as it is kept: only its known values; null when none is left (the group is cleared). */
function keptGroup(group: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!group) return null;
  const kept = Object.entries(group).flatMap(([key, value]) => {
    const clean = keptValue(value);
    return clean === undefined ? [] : [[key, clean] as const];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** The study-preference fields of the counselor's group, kept in the student's own columns. */
const sharedPreferenceFields = ["preferredCountries", "programLevel"] as const;

/**
 * The columns a save writes: the whole kept profile, cleared where the body leaves a value out.
 * The group's countries and program level go to the student's study-preference columns (one
 * store for both sides), the rest of the group to its own column.
 */
function keptColumns(body: UpdateStudentProfile, preferredCountries: string[]): KeptProfileColumns {
  const score = body.gpa ?? null;
  const { preferredCountries: _countries, programLevel, ...studyPreferences } = body.studyPreferences ?? {};
  return {
    preferredCountries,
    programLevel: programLevel ?? null,
    dateOfBirth: body.dateOfBirth || null,
    currentEducationLevel: body.currentEducationLevel || null,
    institutionName: body.institutionName || null,
    academicScore: score === null ? null : Math.round(score * 100) / 100,
    // A score is always on a named scale: the one its check used when none was chosen.
    academicScoringType: body.academicScoringType ?? (score === null ? null : "gpa"),
    academicInterests: (keptValue(body.academicInterests) as string[] | undefined) ?? [],
    ...(Object.fromEntries(studentProfileGroupNames.map((name) => [name, keptGroup(body[name])])) as Pick<
      KeptProfileColumns,
      StudentProfileGroupName
    >),
    studyPreferences: keptGroup(studyPreferences),
  };
}

/**
 * The profile row locked for a write, checked again under the lock: a reassignment that landed
 * since `workedStudent` leaves the former counselor with the 404 of an unknown id.
 */
async function stillWorked(db: Db, actor: Actor, profileId: string): Promise<StudentProfileRow> {
  const row = await lockProfile(db, profileId);
  authorize(
    row !== undefined && canWorkStudent(actor, { studentId: row.userId, counselorId: row.counselorId }),
    { notFound: "Student" },
  );
  return row;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Which parts of a profile a save changed: group names, and the academic fields by name. */
function changedParts(before: StudentProfileRow, after: KeptProfileColumns): string[] {
  return (Object.keys(after) as (keyof KeptProfileColumns)[]).filter((key) => {
    if (key === "academicScore")
      return Number(before.academicScore ?? -1) !== Number(after.academicScore ?? -1);
    return !sameValue(before[key], after[key]);
  });
}

/**
 * The one save of a kept profile, for both sides (the counselor's screen and the student's own):
 * the body the contract checked, the countries spelled as the catalogue does, the whole profile
 * written in one transaction with the audit event naming what changed (never a value). `lock`
 * loads and locks the row to write, checking again under the lock who may write it; the caller
 * is the audit event's actor. Answers the row as it was before the save.
 */
async function saveKeptProfileOf(
  ctx: AppContext,
  caller: RequestContext,
  body: UpdateStudentProfile,
  lock: (tx: Db) => Promise<StudentProfileRow>,
): Promise<StudentProfileRow> {
  const countries = await catalogueSpellings(
    ctx,
    (keptValue(body.studyPreferences?.preferredCountries) as string[] | undefined) ?? [],
    "studyPreferences.preferredCountries",
  );
  const columns = keptColumns(body, countries);
  return ctx.db.transaction(async (tx) => {
    const before = await lock(tx);
    const preferencesChanged = sharedPreferenceFields.some((key) => !sameValue(before[key], columns[key]));
    await saveKeptProfile(tx, before.id, columns, ctx.now(), preferencesChanged);
    await recordAudit(tx, caller, "student_profile.updated", {
      subjectId: before.id,
      details: { changed: changedParts(before, columns) },
    });
    return before;
  });
}

/**
 * Saves the profile a counselor keeps for a student: the whole of it (the screen sends its
 * cleaned draft). The account's name, email and phone are the student's own and are not written here.
 */
export async function updateCounselorStudent(
  ctx: AppContext,
  caller: RequestContext,
  profileId: string,
  body: UpdateStudentProfile,
): Promise<CounselorStudent> {
  await workedStudent(ctx, caller.actor, profileId);
  await saveKeptProfileOf(ctx, caller, body, (tx) => stillWorked(tx, caller.actor, profileId));
  return presentedStudent(ctx, profileId);
}

// ---- The student's own profile (decision 098): /me routes keyed on actor.userId, no id taken ----

/** The caller's own study profile and its completeness. */
export async function ownProfileOf(ctx: AppContext, actor: Actor): Promise<OwnStudentProfile> {
  authorize(canKeepOwnProfile(actor), "forbidden");
  return presentOwnProfile(await findProfile(ctx.db, actor.userId));
}

/**
 * Saves the caller's own study profile with the counselor's save (the same checks, the same
 * columns, the same audit event, the student as its actor). Staff-only keys never reach here:
 * the contract refuses them by name.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  caller: RequestContext,
  body: UpdateStudentProfile,
): Promise<OwnStudentProfile> {
  authorize(canKeepOwnProfile(caller.actor), "forbidden");
  const userId = caller.actor.userId;
  await saveKeptProfileOf(ctx, caller, body, async (tx) => {
    // Every student account has its profile row from its creation (a database trigger).
    const row = await lockOwnProfile(tx, userId);
    authorize(row !== undefined, { notFound: "Student" });
    return row;
  });
  return presentOwnProfile(await findProfile(ctx.db, userId));
}

/** Moves a student to another status and tells them; the same status again changes nothing. */
export async function setCounselorStudentStatus(
  ctx: AppContext,
  caller: RequestContext,
  profileId: string,
  status: StudentStatus,
): Promise<CounselorStudent> {
  const student = await workedStudent(ctx, caller.actor, profileId);
  const told = await ctx.db.transaction(async (tx) => {
    const before = await stillWorked(tx, caller.actor, profileId);
    if (before.status === status) return null;
    await saveStudentStatus(tx, profileId, status, ctx.now());
    await recordAudit(tx, caller, "student.status_changed", {
      subjectId: student.studentId,
      details: { from: before.status, to: status, reason: "staff", profileId },
    });
    return storeNotification(
      tx,
      student.studentId,
      {
        type: "team",
        title: "Your status was updated",
        message: `Your advising team updated your study-abroad status to "${studentStatusLabels[status]}".`,
      },
      ctx.now(),
    );
  });
  await publishNotifications(ctx, [told]);
  return presentedStudent(ctx, profileId);
}
