import type {
  AssignmentSource,
  AssignmentStudent,
  assignmentEndpoints,
  BulkAssignResult,
  CounselorLoadList,
  EndpointBody,
  EndpointData,
  EndpointQuery,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestContext, RequestOrigin } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import {
  type NotificationInput,
  publishNotifications,
  type StoredNotification,
  storeNotification,
} from "../notifications/notifications.service.js";
import { assignmentRule } from "../security-settings/security-settings.service.js";
import { canManageAssignments } from "./assignments.policy.js";
import { presentHistoryEntry, presentStudent } from "./assignments.presenter.js";
import {
  findActiveCounselor,
  findLeastLoadedCounselor,
  findStudent,
  findStudents,
  insertHistory,
  listCounselorLoads,
  listHistory,
  listStudents,
  lockAssignments,
  lockProfiles,
  type StaffRefRow,
  setCounselor,
} from "./assignments.repository.js";

const STUDENT_NOT_FOUND = { notFound: "Student" } as const;

/** One student whose counselor changed. */
interface Change {
  profileId: string;
  studentId: string;
  previousCounselorId: string | null;
}

/** What a change stored in its transaction: the students moved, and their notifications to publish after the commit. */
interface Applied {
  changes: Change[];
  notifications: (StoredNotification | null)[];
}

/** A locked profile, as `lockProfiles` answers. */
type LockedProfile = Awaited<ReturnType<typeof lockProfiles>>[number];

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

function notACounselor(field: string): AppError {
  return new AppError("VALIDATION_ERROR", "Choose an active counselor", { field });
}

/**
 * Gives `profiles` the counselor `to` (null: none) inside the caller's transaction, after
 * `lockAssignments` and with the profiles locked: the profile, a history row, an audit event and
 * the notifications per student whose counselor changes, so none of them is ever without the
 * others. A student who already has `to` is left as is (no row).
 */
async function applyChange(
  tx: Db,
  input: {
    profiles: LockedProfile[];
    to: StaffRefRow | null;
    source: AssignmentSource;
    actorId: string | null;
    origin: RequestOrigin | null;
    now: Date;
  },
): Promise<Applied> {
  const counselorId = input.to?.id ?? null;
  const moving = input.profiles.filter((profile) => profile.counselorId !== counselorId);
  if (moving.length === 0) return { changes: [], notifications: [] };
  await setCounselor(
    tx,
    moving.map((profile) => profile.profileId),
    counselorId,
    input.now,
  );
  await insertHistory(
    tx,
    moving.map((profile) => ({
      studentId: profile.studentId,
      counselorId,
      previousCounselorId: profile.counselorId,
      assignedBy: input.actorId,
      source: input.source,
      createdAt: input.now,
    })),
  );
  for (const profile of moving) {
    await recordAudit(
      tx,
      { actorUserId: input.actorId, origin: input.origin },
      counselorId ? "student.counselor_assigned" : "student.counselor_unassigned",
      {
        subjectId: profile.studentId,
        details: {
          profileId: profile.profileId,
          counselorId,
          previousCounselorId: profile.counselorId,
          source: input.source,
        },
      },
    );
  }
  const changes = moving.map((profile) => ({
    profileId: profile.profileId,
    studentId: profile.studentId,
    previousCounselorId: profile.counselorId,
  }));
  return { changes, notifications: await storeAnnouncements(tx, changes, input.to, input.now) };
}

/**
 * Stores, in the change's transaction, what everyone it concerns is told: each student who their
 * counselor is now, the new counselor which students arrived (one notification for a bulk move),
 * and each previous counselor which students left.
 */
async function storeAnnouncements(
  tx: Db,
  changes: Change[],
  to: StaffRefRow | null,
  now: Date,
): Promise<(StoredNotification | null)[]> {
  const students = new Map(
    (
      await findStudents(
        tx,
        changes.map((change) => change.profileId),
      )
    ).map((row) => [row.profileId, row]),
  );
  const nameOf = (change: Change) => {
    const row = students.get(change.profileId);
    return row ? fullName(row) : "A student";
  };
  const stored: (StoredNotification | null)[] = [];
  const tell = async (userId: string, input: NotificationInput) =>
    stored.push(await storeNotification(tx, userId, input, now));
  for (const change of changes) {
    await tell(
      change.studentId,
      to
        ? {
            type: "team",
            title: `Your counselor is ${fullName(to)}`,
            message: `${fullName(to)} will guide you through your applications and documents from now on.`,
          }
        : {
            type: "team",
            title: "Your counselor has changed",
            message: "You have no assigned counselor at the moment. The team will assign you a new one.",
          },
    );
  }
  if (to) {
    await tell(to.id, {
      type: "team",
      title: changes.length === 1 ? "New student assigned" : `${changes.length} new students assigned`,
      message:
        changes.length === 1
          ? `${nameOf(changes[0] as Change)} is now your student.`
          : `${changes.map(nameOf).join(", ")} are now your students.`,
    });
  }
  const left = new Map<string, Change[]>();
  for (const change of changes) {
    if (!change.previousCounselorId) continue;
    left.set(change.previousCounselorId, [...(left.get(change.previousCounselorId) ?? []), change]);
  }
  for (const [counselorId, gone] of left) {
    await tell(counselorId, {
      type: "team",
      title: gone.length === 1 ? "Student reassigned" : `${gone.length} students reassigned`,
      message: `${gone.map(nameOf).join(", ")} ${gone.length === 1 ? "is" : "are"} no longer assigned to you.`,
    });
  }
  return stored;
}

/** One page of students with their counselor, for the admin's assignment table. */
export async function listStudentsForAssignment(
  ctx: AppContext,
  actor: Actor,
  query: EndpointQuery<typeof assignmentEndpoints.listStudents>,
): Promise<EndpointData<typeof assignmentEndpoints.listStudents>> {
  authorize(canManageAssignments(actor), "forbidden");
  const { rows, total } = await listStudents(ctx.db, {
    search: query.search || undefined,
    unassigned: query.assignment === "unassigned",
    counselorId: query.counselorId,
    limit: query.limit,
    offset: query.offset,
  });
  return { students: rows.map(presentStudent), total, hasMore: query.offset + rows.length < total };
}

/** The active counselors with their load, and the rule the automatic assignment follows. */
export async function listCounselors(ctx: AppContext, actor: Actor): Promise<CounselorLoadList> {
  authorize(canManageAssignments(actor), "forbidden");
  const [counselors, rule] = await Promise.all([listCounselorLoads(ctx.db), assignmentRule(ctx)]);
  return { counselors, cap: rule.cap, autoAssign: rule.autoAssign };
}

/** The student as the table shows them now (after a change). */
async function presentedStudent(ctx: AppContext, profileId: string): Promise<AssignmentStudent> {
  const row = await findStudent(ctx.db, profileId);
  // Deleted in between: the same answer as an unknown id.
  authorize(row !== undefined, STUDENT_NOT_FOUND);
  return presentStudent(row);
}

/**
 * An admin's change, in one transaction under the assignments lock: `pick` locks the students and
 * finds the counselor (refusing what does not hold), the change is applied, and its notifications
 * go out after the commit. Answers the students moved.
 */
async function applyAdminChange(
  ctx: AppContext,
  caller: RequestContext,
  pick: (tx: Db) => Promise<{ profiles: LockedProfile[]; to: StaffRefRow | null }>,
): Promise<Change[]> {
  const { changes, notifications } = await ctx.db.transaction(async (tx) => {
    await lockAssignments(tx);
    const { profiles, to } = await pick(tx);
    return applyChange(tx, {
      profiles,
      to,
      source: "admin",
      actorId: caller.actor.userId,
      origin: caller.origin,
      now: ctx.now(),
    });
  });
  await publishNotifications(ctx, notifications);
  return changes;
}

/**
 * Assigns, reassigns or unassigns one student (named by profile id). Admins may go past the cap,
 * which binds only the automatic rule. The same counselor again changes nothing.
 */
export async function assignStudent(
  ctx: AppContext,
  caller: RequestContext,
  profileId: string,
  body: EndpointBody<typeof assignmentEndpoints.assign>,
): Promise<EndpointData<typeof assignmentEndpoints.assign>> {
  authorize(canManageAssignments(caller.actor), "forbidden");
  const changes = await applyAdminChange(ctx, caller, async (tx) => {
    // The counselor's row before the student's, the order every writer of both takes (bulkAssign too).
    const to = body.counselorId === null ? null : await findActiveCounselor(tx, body.counselorId);
    const profiles = await lockProfiles(tx, { profileIds: [profileId] });
    authorize(profiles.length === 1, STUDENT_NOT_FOUND);
    if (to === undefined) throw notACounselor("counselorId");
    return { profiles, to };
  });
  return { student: await presentedStudent(ctx, profileId), changed: changes.length > 0 };
}

/**
 * Assigns up to 100 students to one counselor in one transaction: an unknown profile id (422
 * naming it) or a counselor who is not an active counselor changes nothing at all.
 */
export async function bulkAssign(
  ctx: AppContext,
  caller: RequestContext,
  body: EndpointBody<typeof assignmentEndpoints.bulkAssign>,
): Promise<BulkAssignResult> {
  authorize(canManageAssignments(caller.actor), "forbidden");
  const profileIds = [...new Set(body.studentIds)];
  const changes = await applyAdminChange(ctx, caller, async (tx) => {
    const to = await findActiveCounselor(tx, body.counselorId);
    if (!to) throw notACounselor("counselorId");
    const profiles = await lockProfiles(tx, { profileIds });
    const found = new Set(profiles.map((profile) => profile.profileId));
    const unknown = profileIds.filter((id) => !found.has(id));
    const [first] = unknown;
    if (first) {
      throw new AppError("VALIDATION_ERROR", `Student not found: ${first}`, {
        field: `studentIds.${body.studentIds.indexOf(first)}`,
        details: { unknownStudentIds: unknown },
      });
    }
    return { profiles, to };
  });
  const rows = new Map((await findStudents(ctx.db, profileIds)).map((row) => [row.profileId, row]));
  const students = profileIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [presentStudent(row)] : [];
  });
  return { students, changed: changes.length, unchanged: profileIds.length - changes.length };
}

/** Every change of one student's counselor, newest first. */
export async function assignmentHistory(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
): Promise<EndpointData<typeof assignmentEndpoints.history>> {
  authorize(canManageAssignments(actor), "forbidden");
  const student = await findStudent(ctx.db, profileId);
  authorize(student !== undefined, STUDENT_NOT_FOUND);
  const history = await listHistory(ctx.db, student.studentId);
  return { student: presentStudent(student), history: history.map(presentHistoryEntry) };
}

/** The counselor an automatic assignment gave, and the notifications to publish once its transaction committed. */
export interface AutomaticAssignment extends Applied {
  counselor: StaffRefRow;
}

/** The rule's settings, read before the caller's transaction (PGlite's one connection would wait on it). */
export type AssignmentRule = Awaited<ReturnType<typeof assignmentRule>>;

/**
 * Inside the caller's transaction: gives a student without a counselor the least-loaded active
 * counselor under the cap (ties: the one whose last assignment is oldest, then by id); none
 * eligible leaves the student unassigned. "automatic" (registration) follows the settings' switch;
 * "conversion" (a purchase) assigns whenever the student has none. Acts for nobody: its callers
 * have decided already, like notify. The caller publishes its notifications after its commit.
 */
export async function assignWithin(
  tx: Db,
  rule: AssignmentRule,
  input: {
    studentUserId: string;
    source: "automatic" | "conversion";
    origin: RequestOrigin | null;
    now: Date;
  },
): Promise<AutomaticAssignment | null> {
  if (input.source === "automatic" && !rule.autoAssign) return null;
  await lockAssignments(tx);
  const profiles = await lockProfiles(tx, { studentId: input.studentUserId });
  if (profiles.length !== 1 || profiles[0]?.counselorId) return null;
  const counselor = await findLeastLoadedCounselor(tx, rule.cap);
  if (!counselor) return null;
  const applied = await applyChange(tx, {
    profiles,
    to: counselor,
    source: input.source,
    actorId: null,
    origin: input.origin,
    now: input.now,
  });
  return { counselor, ...applied };
}

/** Pushes live what an automatic assignment stored for the student and the counselor, after its commit. */
export function announceAssignment(ctx: AppContext, assigned: AutomaticAssignment): Promise<void> {
  return publishNotifications(ctx, assigned.notifications);
}

/** `assignWithin` in a transaction of its own, announced: the registration's automatic rule. */
export async function assignAutomatically(
  ctx: AppContext,
  studentUserId: string,
  source: "automatic" | "conversion",
  origin: RequestOrigin | null = null,
): Promise<StaffRefRow | null> {
  const rule = await assignmentRule(ctx);
  const assigned = await ctx.db.transaction((tx) =>
    assignWithin(tx, rule, { studentUserId, source, origin, now: ctx.now() }),
  );
  if (!assigned) return null;
  await announceAssignment(ctx, assigned);
  return assigned.counselor;
}
