import {
  type Application,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationStatus,
  applicationDateProblems,
  type applicationEndpoints,
  applicationLimits,
  applicationStatusGroups,
  applicationStatusLabels,
  canTransition,
  checklistTemplates,
  type DegreeType,
  type DocumentType,
  documentTypeLabels,
  type EndpointBody,
  type IntakeTerm,
  nextStatuses,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { createOnce } from "../../lib/idempotency.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { assertMayApply } from "../email-verification/email-verification.service.js";
import {
  notifyByMail,
  publishNotifications,
  storeNotification,
} from "../notifications/notifications.service.js";
import { canWorkStudent, caseloadScopeOf, type StudentTie } from "../students/students.policy.js";
import { studentRecordsVersion, withStudentTie } from "../students/students.service.js";
import { assertPlanAllows } from "../subscriptions/subscriptions.service.js";
import { getUniversity } from "../universities/universities.service.js";
import {
  indexDocumentsByStudent,
  indexStudentDocuments,
  type StudentDocuments,
} from "./applications.checklist.js";
import {
  canEditApplication,
  canKeepApplications,
  canSeeApplication,
  historyRoleOf,
  transitionSideOf,
} from "./applications.policy.js";
import { presentApplication, presentApplicationDetail } from "./applications.presenter.js";
import {
  type ApplicationIdentity,
  type ApplicationWithUniversity,
  applicationActivityOf,
  applicationsOfStudent,
  attachDocument,
  type CaseloadApplicationRow,
  caseloadApplications,
  caseloadStatusCounts,
  checklistDataOfStudents,
  countApplicationOutcomes,
  countApplicationsOfStudent,
  deleteApplicationInStatus,
  detachDocument,
  findApplication,
  findDocumentOfStudent,
  findSameApplication,
  historyOf,
  insertApplication,
  insertStatusChange,
  lockStudent,
  touchApplication,
  updateApplicationIfStatus,
} from "./applications.repository.js";
import { summarize } from "./applications.summary.js";

type CreateInput = EndpointBody<typeof applicationEndpoints.create>;
type UpdateInput = EndpointBody<typeof applicationEndpoints.update>;
type TransitionInput = EndpointBody<typeof applicationEndpoints.transition>;

/** The idempotency scope of application creation (lib/idempotency.ts). */
export const CREATE_SCOPE = "applications.create";

const label = (status: ApplicationStatus) => applicationStatusLabels[status];

/** Every document of the student, indexed for their checklists: one query whatever the count. */
async function documentsOfStudent(db: Db, studentId: string): Promise<StudentDocuments> {
  return indexStudentDocuments(await checklistDataOfStudents(db, [studentId]));
}

async function detailOf(
  ctx: AppContext,
  actor: Actor,
  row: ApplicationWithUniversity & StudentTie,
): Promise<ApplicationDetail> {
  const [documents, history] = await Promise.all([
    documentsOfStudent(ctx.db, row.studentId),
    historyOf(ctx.db, row.id),
  ]);
  const side = transitionSideOf(actor, row);
  const moves = side ? nextStatuses(row.status, side) : [];
  return presentApplicationDetail(row, documents, history, moves);
}

/** Loads an application the actor may see; another student's answers exactly like an unknown id. */
async function visibleApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<ApplicationWithUniversity & StudentTie> {
  const row = await withStudentTie(ctx, actor, await findApplication(ctx.db, id));
  authorize(row !== undefined && canSeeApplication(actor, row), { notFound: "Application" });
  return row;
}

// The list and a student's recent read are scoped to the actor's own applications by construction
// (every query filters on actor.userId); the role check keeps a job or socket from calling them
// for staff. Staff's recent read is over their caseload (caseloadScopeOf).

/** What the student's list answers are cached under: their id and the version of their records. */
export async function applicationListScope(ctx: AppContext, actor: Actor) {
  authorize(canKeepApplications(actor), "forbidden");
  return { key: actor.userId, version: await studentRecordsVersion(ctx, actor.userId) };
}

/** Whose applications the recent read covers: staff's caseload, or null for a student's own. */
function recentReadCaseload(actor: Actor) {
  const caseload = caseloadScopeOf(actor);
  authorize(caseload !== null || canKeepApplications(actor), "forbidden");
  return caseload;
}

/**
 * What the recent read is cached under: a student's like their list; staff's is not cached (a
 * caseload's applications have no one version: any of its students' records may move).
 */
export async function recentApplicationsScope(ctx: AppContext, actor: Actor) {
  return recentReadCaseload(actor) === null ? applicationListScope(ctx, actor) : null;
}

export async function listApplications(ctx: AppContext, actor: Actor): Promise<ApplicationList> {
  authorize(canKeepApplications(actor), "forbidden");
  const [rows, documents] = await Promise.all([
    applicationsOfStudent(ctx.db, actor.userId, { order: "created" }),
    documentsOfStudent(ctx.db, actor.userId),
  ]);
  return {
    data: rows.map((row) => presentApplication(row, documents)),
    meta: { total: rows.length, summary: summarize(rows.map((row) => row.status)) },
  };
}

/**
 * The most recently changed applications the actor sees: a student's own; for staff, those of the
 * students they work (a counselor's assigned students, every student for an admin), as the team
 * dashboard reads them.
 */
export async function recentApplications(ctx: AppContext, actor: Actor): Promise<Application[]> {
  const caseload = recentReadCaseload(actor);
  if (caseload === null) {
    const [rows, documents] = await Promise.all([
      applicationsOfStudent(ctx.db, actor.userId, { order: "updated", limit: applicationLimits.recent }),
      documentsOfStudent(ctx.db, actor.userId),
    ]);
    return rows.map((row) => presentApplication(row, documents));
  }
  const { rows } = await caseloadApplications(ctx.db, caseload, {
    limit: applicationLimits.recent,
    offset: 0,
  });
  const documents = indexDocumentsByStudent(
    await checklistDataOfStudents(ctx.db, [...new Set(rows.map((row) => row.studentId))]),
  );
  return rows.map((row) => presentApplication(row, documents.of(row.studentId)));
}

export async function getApplication(ctx: AppContext, actor: Actor, id: string): Promise<ApplicationDetail> {
  return detailOf(ctx, actor, await visibleApplication(ctx, actor, id));
}

/**
 * The university must exist (422 on universityId otherwise), and when the degree types it awards
 * are known (from a source or an admin, not generated for the demo), the application's must be one
 * of them (422 on degreeType); otherwise it is the level the student applies for.
 */
async function checkProgram(ctx: AppContext, universityId: string, degreeType: DegreeType): Promise<void> {
  const university = await getUniversity(ctx, universityId).catch((err: unknown) => {
    if (err instanceof AppError && err.code === "NOT_FOUND") return undefined;
    throw err;
  });
  if (!university) {
    throw new AppError("VALIDATION_ERROR", "This university is not in the catalogue", {
      field: "universityId",
    });
  }
  // An empty list is unknown, not "none": only a known list limits the choice.
  const offered = university.degreeTypes;
  if (offered.length > 0 && !offered.includes(degreeType)) {
    throw new AppError(
      "VALIDATION_ERROR",
      `${university.name} does not list ${degreeType} programs; choose one of: ${offered.join(", ")}`,
      { field: "degreeType" },
    );
  }
}

/**
 * Starts a draft for the student, with the first history row (from nothing to draft) and an
 * audit event in the same transaction. With an Idempotency-Key, a retry (even a concurrent one)
 * answers the first call's application instead of creating another.
 */
/**
 * Refuses a second application to the same program and intake (checked under the student's lock,
 * so two requests at once cannot both pass), naming the field the student would change.
 */
async function assertNotDuplicate(
  tx: Db,
  studentId: string,
  identity: ApplicationIdentity,
  exceptId?: string,
): Promise<void> {
  if (!(await findSameApplication(tx, studentId, identity, exceptId))) return;
  throw new AppError(
    "CONFLICT",
    "You already have an application for this program and intake. Open it from your applications, or choose another intake.",
    { field: "intakeYear" },
  );
}

/**
 * Today as the earliest time zone has it ("anywhere on Earth", UTC-12): a deadline's day counts as
 * past, and an intake as started, only once that day has come everywhere, so no student's own
 * today is refused.
 */
function todayAnywhereOnEarth(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60_000).toISOString().slice(0, 10);
}

/** Refuses (422, naming the field) an intake that has started or a deadline that has passed. */
function assertDatesOpen(
  ctx: AppContext,
  dates: { intakeTerm?: IntakeTerm; intakeYear?: number; deadlineDate?: string | null },
): void {
  const problems = applicationDateProblems(dates, todayAnywhereOnEarth(ctx.now()));
  const [first] = problems;
  if (!first) return;
  throw new AppError("VALIDATION_ERROR", first.message, {
    field: first.field,
    details: { issues: problems },
  });
}

export async function createApplication(
  ctx: AppContext,
  caller: RequestContext,
  input: CreateInput,
  options: { idempotencyKey: string | undefined },
): Promise<{ application: ApplicationDetail; replayed: boolean }> {
  authorize(canKeepApplications(caller.actor), "forbidden");
  // The admins may require a confirmed email address first (403 EMAIL_NOT_VERIFIED).
  await assertMayApply(ctx, caller.actor);
  assertDatesOpen(ctx, input);
  // Checked before the transaction: the catalogue is read through its own service (and PGlite's
  // one connection would wait on the open transaction).
  await checkProgram(ctx, input.universityId, input.degreeType);
  const scope = options.idempotencyKey
    ? { userId: caller.actor.userId, scope: CREATE_SCOPE, key: options.idempotencyKey }
    : undefined;
  const { result, replayed } = await createOnce(
    ctx.db,
    scope,
    async (tx) => {
      await lockStudent(tx, caller.actor.userId);
      // The plan's universities and countries (decision 041), checked under the student's lock.
      await assertPlanAllows(tx, caller.actor.userId, input.universityId);
      if ((await countApplicationsOfStudent(tx, caller.actor.userId)) >= applicationLimits.maxPerStudent) {
        throw new AppError(
          "CONFLICT",
          `You can keep at most ${applicationLimits.maxPerStudent} applications. Delete one you no longer need to add another.`,
        );
      }
      await assertNotDuplicate(tx, caller.actor.userId, input);
      const now = ctx.now();
      const row = await insertApplication(tx, {
        studentId: caller.actor.userId,
        universityId: input.universityId,
        programName: input.programName,
        degreeType: input.degreeType,
        intakeTerm: input.intakeTerm,
        intakeYear: input.intakeYear,
        deadlineDate: input.deadlineDate ?? null,
        notes: input.notes || null,
        status: "draft",
        createdAt: now,
        updatedAt: now,
      });
      await insertStatusChange(tx, {
        applicationId: row.id,
        fromStatus: null,
        toStatus: "draft",
        actorUserId: caller.actor.userId,
        actorRole: historyRoleOf(caller.actor),
        createdAt: now,
      });
      await recordAudit(tx, caller, "application.created", {
        subjectId: row.id,
        details: { universityId: input.universityId },
      });
      return { id: row.id };
    },
    async (id) => ({ id }),
  );
  return { application: await getApplication(ctx, caller.actor, result.id), replayed };
}

/** The fields other than notes that `input` would change. */
function changedFields(row: ApplicationWithUniversity, input: UpdateInput): string[] {
  const current: Record<string, unknown> = {
    programName: row.programName,
    degreeType: row.degreeType,
    intakeTerm: row.intakeTerm,
    intakeYear: row.intakeYear,
    deadlineDate: row.deadlineDate,
  };
  return Object.keys(current).filter((field) => {
    const value = input[field as keyof UpdateInput];
    return value !== undefined && value !== current[field];
  });
}

/** Edits a draft, or only the notes of an application past draft (409 for anything else). */
export async function updateApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateInput,
): Promise<ApplicationDetail> {
  const row = await visibleApplication(ctx, actor, id);
  authorize(canEditApplication(actor, row), "forbidden");
  const changed = changedFields(row, input);
  const [firstChanged] = changed;
  if (row.status !== "draft" && firstChanged) {
    throw new AppError(
      "CONFLICT",
      `This application is ${label(row.status)}: only its notes can change once it is submitted.`,
      { field: firstChanged },
    );
  }
  // Only what changes is checked: a draft whose intake has since started keeps its notes editable.
  if (changed.includes("intakeTerm") || changed.includes("intakeYear")) {
    assertDatesOpen(ctx, {
      intakeTerm: input.intakeTerm ?? row.intakeTerm,
      intakeYear: input.intakeYear ?? row.intakeYear,
    });
  }
  if (changed.includes("deadlineDate")) assertDatesOpen(ctx, { deadlineDate: input.deadlineDate });
  if (changed.includes("degreeType") && input.degreeType) {
    await checkProgram(ctx, row.universityId, input.degreeType);
  }
  if (changed.length === 0 && (input.notes === undefined || (input.notes || null) === row.notes)) {
    return detailOf(ctx, actor, row);
  }
  const updated = await ctx.db.transaction(async (tx) => {
    if (changed.some((field) => field !== "deadlineDate")) {
      await lockStudent(tx, row.studentId);
      const identity = {
        universityId: row.universityId,
        programName: input.programName ?? row.programName,
        degreeType: input.degreeType ?? row.degreeType,
        intakeTerm: input.intakeTerm ?? row.intakeTerm,
        intakeYear: input.intakeYear ?? row.intakeYear,
      };
      await assertNotDuplicate(tx, row.studentId, identity, id);
    }
    return updateApplicationIfStatus(tx, id, row.status, {
      programName: input.programName,
      degreeType: input.degreeType,
      intakeTerm: input.intakeTerm,
      intakeYear: input.intakeYear,
      deadlineDate: input.deadlineDate,
      // Emptied notes are cleared, not kept as an empty string.
      notes: input.notes === undefined ? undefined : input.notes || null,
      updatedAt: ctx.now(),
    });
  });
  // Its status moved (or it was deleted) between the read and the write: nothing was changed.
  if (!updated)
    throw new AppError("CONFLICT", "This application changed meanwhile. Reload it and try again.");
  return getApplication(ctx, actor, id);
}

/** Deletes a draft, rejected or withdrawn application; one in progress is withdrawn first (409). */
export async function removeApplication(
  ctx: AppContext,
  caller: RequestContext,
  id: string,
): Promise<{ id: string }> {
  const row = await visibleApplication(ctx, caller.actor, id);
  authorize(canEditApplication(caller.actor, row), "forbidden");
  const refused = () => new AppError("CONFLICT", "Withdraw this application before deleting it.");
  const deletable: readonly ApplicationStatus[] = applicationStatusGroups.deletable;
  if (!deletable.includes(row.status)) throw refused();
  await ctx.db.transaction(async (tx) => {
    // The status is checked again in the DELETE: a move made in between wins.
    if (!(await deleteApplicationInStatus(tx, id, deletable))) throw refused();
    await recordAudit(tx, caller, "application.deleted", { subjectId: id, details: { status: row.status } });
  });
  return { id };
}

/**
 * Moves an application along the transition table, as the student or as staff who work the
 * student, with a history row in the same transaction. The UPDATE names the status it moves
 * from, so of two concurrent moves only one succeeds. Staff moves notify the student live.
 */
export async function transitionApplication(
  ctx: AppContext,
  caller: RequestContext,
  id: string,
  input: TransitionInput,
): Promise<ApplicationDetail> {
  const row = await visibleApplication(ctx, caller.actor, id);
  const side = transitionSideOf(caller.actor, row);
  authorize(side !== null, "forbidden");
  const from = row.status;
  const to = input.to;
  if (!canTransition(from, to, side)) {
    const other = side === "student" ? "staff" : "student";
    const whoElse = canTransition(from, to, other)
      ? side === "student"
        ? " Your counselor or an admin makes this move."
        : " Only the student makes this move."
      : "";
    throw new AppError(
      "CONFLICT",
      `An application cannot move from ${label(from)} to ${label(to)}.${whoElse}`,
      {
        field: "to",
        details: { from, to, allowed: nextStatuses(from, side) },
      },
    );
  }
  // A draft made before the admins required a confirmed address is not submitted without one.
  if (side === "student" && to === "submitted") await assertMayApply(ctx, caller.actor);
  const now = ctx.now();
  const told = await ctx.db.transaction(async (tx) => {
    const moved = await updateApplicationIfStatus(tx, id, from, {
      status: to,
      updatedAt: now,
      ...(to === "submitted" ? { submittedAt: now } : {}),
    });
    if (!moved) {
      throw new AppError("CONFLICT", "This application's status changed meanwhile. Reload it and try again.");
    }
    await insertStatusChange(tx, {
      applicationId: id,
      fromStatus: from,
      toStatus: to,
      // An empty note is no note.
      note: input.note || null,
      actorUserId: caller.actor.userId,
      actorRole: historyRoleOf(caller.actor),
      createdAt: now,
    });
    await recordAudit(tx, caller, "application.status_changed", { subjectId: id, details: { from, to } });
    // Only someone else's move is news: the student knows what they did.
    if (side !== "staff") return null;
    await notifyByMail(ctx, tx, row.studentId, "application", {
      kind: "application_status",
      data: { universityName: row.university.name, statusLabel: label(to), path: `/applications/${id}` },
    });
    return storeNotification(
      tx,
      row.studentId,
      {
        type: "application",
        title: "Application update",
        message: `Your application to ${row.university.name} is now ${label(to)}.`,
      },
      now,
    );
  });
  await publishNotifications(ctx, [told]);
  return getApplication(ctx, caller.actor, id);
}

/**
 * Counts one of the student's documents for a checklist item, or with null goes back to the
 * match by type. A document of another student answers 404 like an unknown one; a document of
 * another type than the item is refused (422).
 */
export async function setChecklistDocument(
  ctx: AppContext,
  actor: Actor,
  id: string,
  item: DocumentType,
  documentId: string | null,
): Promise<ApplicationDetail> {
  const row = await visibleApplication(ctx, actor, id);
  // Staff see the checklist and verify documents; choosing which document counts is the student's.
  authorize(canEditApplication(actor, row), "forbidden");
  const template: readonly DocumentType[] = checklistTemplates[row.degreeType] ?? [];
  if (!template.includes(item)) {
    throw new AppError(
      "VALIDATION_ERROR",
      `This application's checklist has no ${documentTypeLabels[item]} item`,
      {
        field: "item",
      },
    );
  }
  if (documentId === null) {
    await ctx.db.transaction(async (tx) => {
      await detachDocument(tx, id, item);
      await touchApplication(tx, id, ctx.now());
    });
    return getApplication(ctx, actor, id);
  }
  const document = await findDocumentOfStudent(ctx.db, row.studentId, documentId);
  authorize(document !== undefined, { notFound: "Document" });
  if (document.type !== item) {
    throw new AppError(
      "VALIDATION_ERROR",
      `This document is filed under ${documentTypeLabels[document.type]}, not ${documentTypeLabels[item]}`,
      { field: "documentId" },
    );
  }
  await ctx.db.transaction(async (tx) => {
    await attachDocument(tx, { applicationId: id, item, documentId, createdAt: ctx.now() });
    await touchApplication(tx, id, ctx.now());
  });
  return getApplication(ctx, actor, id);
}

// Uploading a document "for" an application (the upload form's applicationId): the documents
// module asks here before it reads a byte, then attaches inside its own insert transaction.

/** The application an upload names, if the actor reaches it; 404 exactly like an unknown id. */
export async function applicationForUpload(
  ctx: AppContext,
  actor: Actor,
  applicationId: string,
): Promise<{ id: string; studentId: string; degreeType: string }> {
  const row = await visibleApplication(ctx, actor, applicationId);
  return { id: row.id, studentId: row.studentId, degreeType: row.degreeType };
}

/**
 * Counts a just-stored document for the checklist item of its type, in the caller's transaction.
 * The application is read again there: one deleted since the check before the upload answers
 * 404 like an unknown id. Another student's document, or a type the checklist lacks, is not
 * attached (false).
 */
export async function attachUploadedDocument(
  tx: Db,
  actor: Actor,
  applicationId: string,
  document: { id: string; studentId: string; type: DocumentType },
  now: Date,
): Promise<boolean> {
  // Only the student uploads (documents.policy), so the application must be their own.
  const application = await findApplication(tx, applicationId);
  authorize(application !== undefined && canEditApplication(actor, application), { notFound: "Application" });
  const template: readonly DocumentType[] = checklistTemplates[application.degreeType] ?? [];
  if (document.studentId !== application.studentId || !template.includes(document.type)) return false;
  await attachDocument(tx, {
    applicationId: application.id,
    item: document.type,
    documentId: document.id,
    createdAt: now,
  });
  await touchApplication(tx, application.id, now);
  return true;
}

// The team dashboard's reads: over the students the actor works (the students policy's
// caseloadScopeOf: an admin's every student, a counselor's assigned ones; nobody else's).

export type { CaseloadApplicationRow };

/** The students the actor works, for the dashboard's reads; anyone who works none is refused. */
function workedCaseload(actor: Actor) {
  const scope = caseloadScopeOf(actor);
  authorize(scope !== null, "forbidden");
  return scope;
}

/** A page of the applications of the actor's students, each with the moves the actor may make. */
export async function applicationsInCaseload(
  ctx: AppContext,
  actor: Actor,
  filter: { status?: ApplicationStatus; studentId?: string; limit: number; offset: number },
): Promise<{ total: number; rows: { row: CaseloadApplicationRow; moves: ApplicationStatus[] }[] }> {
  const { rows, total } = await caseloadApplications(ctx.db, workedCaseload(actor), filter);
  return {
    total,
    rows: rows.map((row) => {
      const side = transitionSideOf(actor, row);
      return { row, moves: side ? nextStatuses(row.status, side) : [] };
    }),
  };
}

/** The tile figures (the rule of a student's own tiles: summarize) over the actor's students. */
export async function applicationSummaryOfCaseload(
  ctx: AppContext,
  actor: Actor,
): Promise<ApplicationList["meta"]["summary"]> {
  const counts = await caseloadStatusCounts(ctx.db, workedCaseload(actor));
  return summarize(counts.flatMap(({ status, n }) => Array<ApplicationStatus>(n).fill(status)));
}

/** Per student the actor works: how many applications, and when one last changed. */
export async function applicationActivityOfStudents(
  ctx: AppContext,
  actor: Actor,
  students: readonly StudentTie[],
): Promise<Map<string, { count: number; lastChangedAt: Date | null }>> {
  authorize(
    students.every((student) => canWorkStudent(actor, student)),
    "forbidden",
  );
  const rows = await applicationActivityOf(
    ctx.db,
    students.map((s) => s.studentId),
  );
  return new Map(rows.map((r) => [r.studentId, { count: r.n, lastChangedAt: r.lastChangedAt }]));
}

/** Offers and refusals across every student, for the landing page's figures (no one's data). */
// Public aggregate that acts for nobody: no actor, no authorize call.
export async function applicationOutcomes(ctx: AppContext): Promise<{ offers: number; refusals: number }> {
  return countApplicationOutcomes(ctx.db);
}
