import {
  type CaseloadAnalytics,
  type caseloadEndpoints,
  type EndpointAnswer,
  type EndpointData,
  type EndpointQuery,
  emptyStudentStatusCounts,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import {
  applicationActivityOfStudents,
  applicationSummaryOfCaseload,
  applicationsInCaseload,
} from "../applications/applications.service.js";
import { replyTimeFigures } from "../chat/chat.service.js";
import { documentActivityOfStudents } from "../documents/documents.service.js";
import { followUpFigures } from "../follow-ups/follow-ups.service.js";
import { shortlistCountsOf } from "../recommendations/recommendations.service.js";
import { caseloadScopeOf } from "../students/students.policy.js";
import { workedStudent } from "../students/students.service.js";
import { canSeeMemberEmail, canSeeTeam } from "./caseload.policy.js";
import {
  presentAssignedStudent,
  presentCaseloadApplication,
  presentTeamMember,
} from "./caseload.presenter.js";
import {
  activeTeamMembers,
  type CaseloadStudentRow,
  caseloadStudentStatusCounts,
  caseloadStudents,
} from "./caseload.repository.js";

type Endpoints = typeof caseloadEndpoints;

/** The latest of some moments; null when there is none. */
function latest(...moments: (Date | null | undefined)[]): Date | null {
  let best: Date | null = null;
  for (const m of moments) if (m && (!best || m > best)) best = m;
  return best;
}

/** The students the actor works (an admin: every student), a page at a time, searched on the server. */
export async function assignedStudents(
  ctx: AppContext,
  actor: Actor,
  query: EndpointQuery<Endpoints["assignedStudents"]>,
): Promise<EndpointAnswer<Endpoints["assignedStudents"]>> {
  const scope = caseloadScopeOf(actor);
  authorize(scope !== null, "forbidden");
  const { rows, total } = await caseloadStudents(ctx.db, scope, query);
  const [applications, documents, shortlists] = await Promise.all([
    applicationActivityOfStudents(ctx, actor, rows),
    documentActivityOfStudents(ctx, actor, rows),
    shortlistCountsOf(ctx, actor, rows),
  ]);
  const present = (row: CaseloadStudentRow) => {
    const apps = applications.get(row.studentId);
    return presentAssignedStudent(row, {
      shortlisted: shortlists.get(row.studentId) ?? 0,
      applications: apps?.count ?? 0,
      lastActivity: latest(row.lastLoginAt, apps?.lastChangedAt, documents.get(row.studentId)),
    });
  };
  return { data: rows.map(present), meta: { total, limit: query.limit, offset: query.offset } };
}

/**
 * The applications of the actor's students, most recently changed first. Filtered to one student
 * by profile id, a student the actor does not work answers 404 like an unknown id.
 */
export async function caseloadApplications(
  ctx: AppContext,
  actor: Actor,
  query: EndpointQuery<Endpoints["applications"]>,
): Promise<EndpointAnswer<Endpoints["applications"]>> {
  authorize(caseloadScopeOf(actor) !== null, "forbidden");
  const student = query.studentId ? await workedStudent(ctx, actor, query.studentId) : undefined;
  const { rows, total } = await applicationsInCaseload(ctx, actor, {
    status: query.status,
    studentId: student?.studentId,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    data: rows.map(({ row, moves }) => presentCaseloadApplication(row, moves)),
    meta: { total, limit: query.limit, offset: query.offset },
  };
}

/** The actor's figures from the rows themselves: students by status, applications as their tiles count. */
export async function caseloadAnalytics(ctx: AppContext, actor: Actor): Promise<CaseloadAnalytics> {
  const scope = caseloadScopeOf(actor);
  authorize(scope !== null, "forbidden");
  const [statusCounts, applications, followUps, replies] = await Promise.all([
    caseloadStudentStatusCounts(ctx.db, scope),
    applicationSummaryOfCaseload(ctx, actor),
    followUpFigures(ctx, actor),
    replyTimeFigures(ctx, actor),
  ]);
  const byStatus = emptyStudentStatusCounts();
  let total = 0;
  for (const { status, n } of statusCounts) {
    total += n;
    byStatus[status] += n;
  }
  return { students: { total, byStatus }, applications, followUps, replies };
}

/** The active team, each member with their role and students; emails as caseload.policy allows. */
export async function teamMembers(
  ctx: AppContext,
  actor: Actor,
): Promise<EndpointData<Endpoints["teamMembers"]>> {
  authorize(canSeeTeam(actor), "forbidden");
  const rows = await activeTeamMembers(ctx.db);
  return {
    members: rows.map((row) =>
      presentTeamMember(row, { showEmail: canSeeMemberEmail(actor, row.id), isYou: row.id === actor.userId }),
    ),
  };
}
