import {
  type RecommendationList,
  recommendationLimits,
  type Shortlist,
  type StudyPreferencesResponse,
  type University,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { sqlStateOf } from "../../lib/database-errors.js";
import { canWorkStudent, type StudentTie } from "../students/students.policy.js";
import { preferencesOf } from "../students/students.service.js";
import { bestRankedIn, getUniversity, universitiesWithIds } from "../universities/universities.service.js";
import { canGetRecommendations } from "./recommendations.policy.js";
import { presentRecommendation } from "./recommendations.presenter.js";
import {
  type Choice,
  choiceOf,
  choicesOf,
  clearChoice,
  countSaved,
  lockStudentChoices,
  savedCountsOf,
  savedOf,
  setChoice,
} from "./recommendations.repository.js";
import {
  compareMatches,
  MIN_KNOWN_WEIGHT,
  profileOf,
  type QuickScore,
  quickScore,
  scoreUniversity,
} from "./recommendations.score.js";

/**
 * The universities scored per request: the best-ranked this many in the preferred countries (all
 * countries when none). Bounds the work of one request whatever the catalogue's size (decision 033).
 */
export const CANDIDATE_LIMIT = 2_000;

const FOREIGN_KEY_VIOLATION = "23503";

interface Ranked {
  university: University;
  match: QuickScore;
}

const byMatch = (a: Ranked, b: Ranked) => compareMatches(a.match, b.match);

/** The catalogue's ranking order, for universities read by id (in no order). */
function byRanking(a: University, b: University): number {
  return (
    (a.worldRanking ?? Number.POSITIVE_INFINITY) - (b.worldRanking ?? Number.POSITIVE_INFINITY) ||
    a.name.localeCompare(b.name)
  );
}

/** Profile inputs the student has not given (StudyPreferences field names). */
function missingPreferences({ preferences }: StudyPreferencesResponse): string[] {
  return Object.entries(preferences)
    .filter(([, value]) => value === null || (Array.isArray(value) && value.length === 0))
    .map(([name]) => name);
}

// Acts on the actor's own preferences and choices: every query is keyed on actor.userId.

/**
 * The caller's recommendations, computed afresh on each request from their preferences and the
 * catalogue as it is now: the best `count` not dismissed, then every saved one that fell out.
 */
export async function listRecommendations(ctx: AppContext, actor: Actor): Promise<RecommendationList> {
  authorize(canGetRecommendations(actor), "forbidden");
  const [stored, choices] = await Promise.all([preferencesOf(ctx, actor), choicesOf(ctx.db, actor.userId)]);
  const profile = profileOf(stored.preferences);
  const candidates = await bestRankedIn(ctx, stored.preferences.preferredCountries, CANDIDATE_LIMIT);
  const choiceOfUniversity = new Map(choices.map((c) => [c.universityId, c.choice]));

  // Every candidate is scored; only the shown ones are explained.
  const ranked: Ranked[] = [];
  for (const university of candidates) {
    if (choiceOfUniversity.get(university.id) === "dismissed") continue;
    const match = quickScore(profile, university);
    if (match.knownWeight >= MIN_KNOWN_WEIGHT && match.matchScore !== null)
      ranked.push({ university, match });
  }
  const top = ranked.sort(byMatch).slice(0, recommendationLimits.count);
  const shown = new Set(top.map((r) => r.university.id));
  const savedElsewhere = choices
    .filter((c) => c.choice === "saved" && !shown.has(c.universityId))
    .map((c) => c.universityId);
  const saved = (await universitiesWithIds(ctx, savedElsewhere))
    .sort(byRanking)
    .map((university) => ({ university, match: quickScore(profile, university) }))
    .sort(byMatch);

  const recommendations = [...top, ...saved].map(({ university }) =>
    presentRecommendation(
      university,
      scoreUniversity(profile, university),
      choiceOfUniversity.get(university.id) === "saved",
    ),
  );
  return {
    data: recommendations,
    meta: {
      total: recommendations.length,
      missingPreferences: missingPreferences(stored),
      computedAt: ctx.now().toISOString(),
    },
  };
}

/**
 * The caller's shortlist: every university they saved (at most `savedMax`), newest save first,
 * as the catalogue presents it now (its sourced facts). Keyed on actor.userId: no other
 * student's list can be asked for.
 */
export async function listShortlist(ctx: AppContext, actor: Actor): Promise<Shortlist> {
  authorize(canGetRecommendations(actor), "forbidden");
  const saved = await savedOf(ctx.db, actor.userId);
  const byId = new Map(
    (
      await universitiesWithIds(
        ctx,
        saved.map((s) => s.universityId),
      )
    ).map((university) => [university.id, university]),
  );
  return {
    universities: saved.flatMap(({ universityId, savedAt }) => {
      const university = byId.get(universityId);
      return university ? [{ university, savedAt: savedAt.toISOString() }] : [];
    }),
    limit: recommendationLimits.savedMax,
  };
}

/** Saves a university to the caller's shortlist, dismisses it, or clears the choice (idempotent). */
export async function chooseRecommendation(
  ctx: AppContext,
  actor: Actor,
  universityId: string,
  choice: Choice | null,
): Promise<{ universityId: string; choice: Choice | null }> {
  authorize(canGetRecommendations(actor), "forbidden");
  // An unknown university answers 404 "University not found".
  await getUniversity(ctx, universityId);
  try {
    // One choice of a student at a time (their user row locked), so two saves at once cannot
    // both pass the shortlist's limit.
    await ctx.db.transaction(async (tx) => {
      await lockStudentChoices(tx, actor.userId);
      const current = await choiceOf(tx, actor.userId, universityId);
      if (current === (choice ?? undefined)) return;
      if (choice === null) return clearChoice(tx, actor.userId, universityId);
      if (choice === "saved" && (await countSaved(tx, actor.userId)) >= recommendationLimits.savedMax) {
        throw new AppError(
          "CONFLICT",
          `Your shortlist holds at most ${recommendationLimits.savedMax} universities; remove one first`,
        );
      }
      await setChoice(tx, { studentId: actor.userId, universityId, choice, createdAt: ctx.now() });
    });
  } catch (err) {
    // Deleted since it was looked up: the same answer as an unknown id, not a 500.
    if (sqlStateOf(err) === FOREIGN_KEY_VIOLATION) throw new AppError("NOT_FOUND", "University not found");
    throw err;
  }
  return { universityId, choice };
}

/** Per student the actor works: how many universities they shortlisted (saved); 0 when none. */
export async function shortlistCountsOf(
  ctx: AppContext,
  actor: Actor,
  students: readonly StudentTie[],
): Promise<Map<string, number>> {
  authorize(
    students.every((student) => canWorkStudent(actor, student)),
    "forbidden",
  );
  const rows = await savedCountsOf(
    ctx.db,
    students.map((s) => s.studentId),
  );
  return new Map(rows.map((r) => [r.studentId, r.n]));
}
