import {
  type ConversionStatus,
  dueAtOfNoteDate,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointQuery,
  type FollowUpNote,
  type followUpEndpoints,
  followUpLimits,
  instantInText,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { FollowUpNoteRow } from "../../db/schema/index.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { createOnce } from "../../lib/idempotency.js";
import {
  publishNotifications,
  type StoredNotification,
  storeNotification,
} from "../notifications/notifications.service.js";
import { type WorkedStudent, workedStudent } from "../students/students.service.js";
import { canKeepFollowUps } from "./follow-ups.policy.js";
import { presentDueNote, presentNote } from "./follow-ups.presenter.js";
import {
  countDueOwnedBy,
  countNotesOfStudent,
  countOwnedNotes,
  dueNotesOwnedBy,
  findNoteOfStudent,
  insertNote,
  lockStudentProfile,
  notesOfStudent,
  updateNote,
} from "./follow-ups.repository.js";

type ListQuery = EndpointQuery<typeof followUpEndpoints.list>;
type CreateInput = EndpointBody<typeof followUpEndpoints.create>;
type MeetingInput = EndpointBody<typeof followUpEndpoints.scheduleMeeting>;
type UpdateInput = EndpointBody<typeof followUpEndpoints.update>;

/** The idempotency scopes of the two creates (lib/idempotency.ts). */
export const CREATE_SCOPE = "follow-ups.create";
export const MEETING_SCOPE = "follow-ups.meeting";

const HOUR_MS = 60 * 60_000;

/** A student's notes, open first then by due date; completed ones keep their completion time. */
export async function listFollowUps(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
  query: ListQuery,
): Promise<FollowUpNote[]> {
  const student = await workedStudent(ctx, actor, profileId);
  const rows = await notesOfStudent(ctx.db, student.studentId, {
    category: query.category,
    q: query.q || undefined,
  });
  const now = ctx.now();
  return rows.map((row) => presentNote(row, now));
}

/** Loads a note of this student for its answer; a note gone meanwhile answers 404. */
async function noteOf(ctx: AppContext, student: WorkedStudent, noteId: string): Promise<FollowUpNote> {
  const row = await findNoteOfStudent(ctx.db, student.studentId, noteId);
  authorize(row !== undefined, { notFound: "Follow-up note" });
  return presentNote(row, ctx.now());
}

/** Inserts a note within the per-student cap, holding the student's row so two creates cannot both pass. */
/** A new note's due time: `dueAt`, or the spec's `date` for it; both given and differing is refused. */
function dueAtOfInput(input: CreateInput): Date | null {
  const fromDate = input.date === undefined ? undefined : dueAtOfNoteDate(input.date);
  const given = input.dueAt ? new Date(input.dueAt).toISOString() : undefined;
  if (fromDate !== undefined && given !== undefined && fromDate !== given) {
    throw new AppError("VALIDATION_ERROR", "Give the due date once, as date or as dueAt", { field: "date" });
  }
  const due = given ?? fromDate;
  return due === undefined ? null : new Date(due);
}

async function insertWithinCap(
  tx: Db,
  student: WorkedStudent,
  values: Omit<Parameters<typeof insertNote>[1], "studentId">,
) {
  await lockStudentProfile(tx, student.studentId);
  if ((await countNotesOfStudent(tx, student.studentId)) >= followUpLimits.maxPerStudent) {
    throw new AppError(
      "CONFLICT",
      `A student's file holds at most ${followUpLimits.maxPerStudent} follow-up notes; complete and edit existing ones`,
    );
  }
  return insertNote(tx, { ...values, studentId: student.studentId });
}

/** Adds a note to a student's file; a retry with the same Idempotency-Key answers the first note. */
export async function createFollowUp(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
  input: CreateInput,
  options: { idempotencyKey?: string } = {},
): Promise<{ note: FollowUpNote; replayed: boolean }> {
  const student = await workedStudent(ctx, actor, profileId);
  const dueAt = dueAtOfInput(input);
  const now = ctx.now();
  const { result, replayed } = await createOnce<{ id: string }>(
    ctx.db,
    options.idempotencyKey
      ? { userId: actor.userId, scope: CREATE_SCOPE, key: options.idempotencyKey }
      : undefined,
    (tx) =>
      insertWithinCap(tx, student, {
        authorId: actor.userId,
        category: input.category,
        title: input.title,
        priority: input.priority,
        content: input.content,
        dueAt,
        createdAt: now,
        updatedAt: now,
      }),
    async (id) => ({ id }),
  );
  return { note: await noteOf(ctx, student, result.id), replayed };
}

/**
 * A meeting with the student: a dated follow-up in the staff's list, and a notification telling
 * the student the date and time. The time must lie ahead, within a year.
 */
export async function scheduleMeeting(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
  input: MeetingInput,
  options: { idempotencyKey?: string } = {},
): Promise<{ note: FollowUpNote; replayed: boolean }> {
  const student = await workedStudent(ctx, actor, profileId);
  const now = ctx.now();
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= now.getTime()) {
    throw new AppError("VALIDATION_ERROR", "Choose a meeting time in the future", { field: "startsAt" });
  }
  if (startsAt.getTime() > now.getTime() + followUpLimits.meetingDaysAhead * 24 * HOUR_MS) {
    throw new AppError("VALIDATION_ERROR", "Choose a meeting time within the next year", {
      field: "startsAt",
    });
  }
  // Each reader's app shows it in their own time zone (the server knows none of them).
  const when = instantInText(startsAt);
  const { result, replayed } = await createOnce<{ id: string; told: StoredNotification | null }>(
    ctx.db,
    options.idempotencyKey
      ? { userId: actor.userId, scope: MEETING_SCOPE, key: options.idempotencyKey }
      : undefined,
    async (tx) => {
      const note = await insertWithinCap(tx, student, {
        authorId: actor.userId,
        category: input.category,
        title: `Meeting with ${student.firstName} ${student.lastName}`.slice(0, followUpLimits.titleMax),
        priority: "high",
        content: input.note || `Meeting on ${when}.`,
        dueAt: startsAt,
        createdAt: now,
        updatedAt: now,
      });
      const told = await storeNotification(
        tx,
        student.studentId,
        {
          type: "team",
          title: "Meeting scheduled",
          message: `Your counselor scheduled a meeting with you on ${when}.${input.note ? ` Note: ${input.note}` : ""}`,
        },
        now,
      );
      return { id: note.id, told };
    },
    // Told once: a replayed request created nothing, so it tells nobody again.
    async (id) => ({ id, told: null }),
  );
  await publishNotifications(ctx, [result.told]);
  return { note: await noteOf(ctx, student, result.id), replayed };
}

/**
 * Edits a note, completes or reopens it. A new due time or a reopening makes the note fall due
 * again, so its counselor is told again when it does.
 */
export async function updateFollowUp(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
  noteId: string,
  input: UpdateInput,
): Promise<FollowUpNote> {
  const student = await workedStudent(ctx, actor, profileId);
  const current = await findNoteOfStudent(ctx.db, student.studentId, noteId);
  authorize(current !== undefined, { notFound: "Follow-up note" });
  const now = ctx.now();
  const { completed, dueAt, ...fields } = input;
  const changes: Parameters<typeof updateNote>[3] = { ...fields, updatedAt: now };
  if (dueAt !== undefined) {
    const next = dueAt === null ? null : new Date(dueAt);
    changes.dueAt = next;
    if (next?.getTime() !== current.dueAt?.getTime()) changes.dueNotifiedAt = null;
  }
  if (completed === true && current.completedAt === null) changes.completedAt = now;
  if (completed === false && current.completedAt !== null) {
    changes.completedAt = null;
    changes.dueNotifiedAt = null;
  }
  const row = await updateNote(ctx.db, student.studentId, noteId, changes);
  authorize(row !== undefined, { notFound: "Follow-up note" });
  return noteOf(ctx, student, noteId);
}

// The Overview list and the figures are the actor's own by construction: every query keeps the
// notes whose owner (the student's current counselor; with none, the admin who wrote it) is
// actor.userId. The role check keeps other users from calling them.

/** The actor's open notes due within 24 hours or overdue, across the students they work now. */
export async function dueFollowUps(
  ctx: AppContext,
  actor: Actor,
): Promise<EndpointAnswer<typeof followUpEndpoints.due>> {
  authorize(canKeepFollowUps(actor), "forbidden");
  const now = ctx.now();
  const until = new Date(now.getTime() + followUpLimits.dueWithinHours * HOUR_MS);
  const [rows, total] = await Promise.all([
    dueNotesOwnedBy(ctx.db, actor.userId, until, followUpLimits.dueListMax),
    countDueOwnedBy(ctx.db, actor.userId, until),
  ]);
  return { data: rows.map((row) => presentDueNote(row, now)), meta: { total } };
}

/**
 * The team analytics' follow-up figures of the actor: open notes, those due within 24 hours (not
 * yet overdue) and those overdue.
 */
export async function followUpFigures(
  ctx: AppContext,
  actor: Actor,
): Promise<{ due: number; overdue: number; open: number }> {
  authorize(canKeepFollowUps(actor), "forbidden");
  const now = ctx.now();
  return countOwnedNotes(
    ctx.db,
    actor.userId,
    new Date(now.getTime() + followUpLimits.dueWithinHours * HOUR_MS),
    now,
  );
}

/**
 * The lead note a completed purchase writes, in the purchase's transaction (decision 041): closed
 * at once (nothing to chase), carrying the conversion status. Acts for nobody: the purchase
 * decided. One per purchase (unique conversion id).
 */
export function addConversionNote(
  tx: Db,
  input: {
    studentId: string;
    conversionId: string;
    status: ConversionStatus;
    title: string;
    content: string;
    authorId: string | null;
    now: Date;
  },
): Promise<FollowUpNoteRow> {
  return insertNote(tx, {
    studentId: input.studentId,
    authorId: input.authorId,
    category: "lead",
    title: input.title,
    priority: "high",
    content: input.content,
    conversionStatus: input.status,
    conversionId: input.conversionId,
    completedAt: input.now,
    createdAt: input.now,
    updatedAt: input.now,
  });
}
