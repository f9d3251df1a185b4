import type { ApplicationStatus, DegreeType, DocumentType, IntakeTerm } from "@meridian/contract";
import { and, asc, count, desc, eq, getTableColumns, inArray, max, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import {
  type ApplicationRow,
  applicationDocuments,
  applicationStatusChanges,
  applications,
  documents,
  studentProfiles,
  universities,
  users,
} from "../../db/schema/index.js";
import type { CaseloadScope } from "../students/students.policy.js";

/** The university fields an application shows, read in the same query as the application. */
export interface ApplicationUniversity {
  id: string;
  name: string;
  city: string | null;
  country: string;
  website: string | null;
}

export type ApplicationWithUniversity = ApplicationRow & { university: ApplicationUniversity };

const withUniversity = {
  ...getTableColumns(applications),
  university: {
    id: universities.id,
    name: universities.name,
    city: universities.city,
    country: universities.country,
    website: universities.website,
  },
};

function selectWithUniversity(db: Db) {
  return db
    .select(withUniversity)
    .from(applications)
    .innerJoin(universities, eq(universities.id, applications.universityId));
}

/** One application with its university, or undefined for an unknown id (the policy decides next). */
export async function findApplication(db: Db, id: string): Promise<ApplicationWithUniversity | undefined> {
  const [row] = await selectWithUniversity(db).where(eq(applications.id, id)).limit(1);
  return row;
}

/** A student's applications with their universities in one query, newest first (or most recently changed). */
export async function applicationsOfStudent(
  db: Db,
  studentId: string,
  options: { order: "created" | "updated"; limit?: number },
): Promise<ApplicationWithUniversity[]> {
  const column = options.order === "created" ? applications.createdAt : applications.updatedAt;
  const query = selectWithUniversity(db)
    .where(eq(applications.studentId, studentId))
    .orderBy(desc(column), desc(applications.id));
  return options.limit === undefined ? query : query.limit(options.limit);
}

/**
 * Holds the student's row until the transaction ends, so two creates of one student count their
 * applications one after the other and the per-student limit holds under concurrency.
 */
export async function lockStudent(tx: Db, studentId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("no key update");
}

export async function countApplicationsOfStudent(db: Db, studentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.studentId, studentId));
  return row?.n ?? 0;
}

/** What makes two applications of one student the same: university, program, degree and intake. */
export interface ApplicationIdentity {
  universityId: string;
  programName: string;
  degreeType: DegreeType;
  intakeTerm: IntakeTerm;
  intakeYear: number;
}

/**
 * The student's other application for the same program and intake (the program's name compared
 * without regard to case), withdrawn ones aside: a student may start again after withdrawing.
 */
export async function findSameApplication(
  db: Db,
  studentId: string,
  identity: ApplicationIdentity,
  exceptId?: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.studentId, studentId),
        eq(applications.universityId, identity.universityId),
        sql`lower(${applications.programName}) = lower(${identity.programName})`,
        eq(applications.degreeType, identity.degreeType),
        eq(applications.intakeTerm, identity.intakeTerm),
        eq(applications.intakeYear, identity.intakeYear),
        ne(applications.status, "withdrawn"),
        exceptId === undefined ? undefined : ne(applications.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** Statuses that mean a university made an offer (whatever the student did with it). */
const OFFER_STATUSES: readonly ApplicationStatus[] = [
  "conditional_offer",
  "accepted",
  "offer_accepted",
  "deferred",
  "enrolled",
];

/** Across every student: applications that got an offer, and those refused. */
export async function countApplicationOutcomes(db: Db): Promise<{ offers: number; refusals: number }> {
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(inArray(applications.status, [...OFFER_STATUSES, "rejected"]))
    .groupBy(applications.status);
  const offers = rows.filter((r) => OFFER_STATUSES.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  const refusals = rows.find((r) => r.status === "rejected")?.n ?? 0;
  return { offers, refusals };
}

export async function insertApplication(
  tx: Db,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  return writtenRow(await tx.insert(applications).values(values).returning(), "application insert");
}

/**
 * Changes an application's fields if it still has `status` (read by the caller a moment ago), so
 * an edit allowed on a draft never lands on an application submitted in between. Undefined when
 * the status moved.
 */
export async function updateApplicationIfStatus(
  tx: Db,
  id: string,
  status: ApplicationStatus,
  values: Partial<typeof applications.$inferInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(applications)
    .set(values)
    .where(and(eq(applications.id, id), eq(applications.status, status)))
    .returning();
  return row;
}

/** Deletes the application if its status is one of `statuses`; false when it is not (or is gone). */
export async function deleteApplicationInStatus(
  tx: Db,
  id: string,
  statuses: readonly ApplicationStatus[],
): Promise<boolean> {
  const rows = await tx
    .delete(applications)
    .where(and(eq(applications.id, id), inArray(applications.status, [...statuses])))
    .returning({ id: applications.id });
  return rows.length === 1;
}

export async function insertStatusChange(
  tx: Db,
  values: typeof applicationStatusChanges.$inferInsert,
): Promise<void> {
  await tx.insert(applicationStatusChanges).values(values);
}

/** An application's status history, oldest first, with the name of whoever made each move. */
export async function historyOf(db: Db, applicationId: string) {
  return db
    .select({
      id: applicationStatusChanges.id,
      fromStatus: applicationStatusChanges.fromStatus,
      toStatus: applicationStatusChanges.toStatus,
      note: applicationStatusChanges.note,
      actorUserId: applicationStatusChanges.actorUserId,
      actorRole: applicationStatusChanges.actorRole,
      createdAt: applicationStatusChanges.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationStatusChanges)
    .leftJoin(users, eq(users.id, applicationStatusChanges.actorUserId))
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(asc(applicationStatusChanges.createdAt), asc(applicationStatusChanges.id));
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

// --- The documents table --------------------------------------------------------------------
// The checklist reads the student's documents here, in one join with the attachments, rather than
// through the documents service: that service already calls into this module (an upload that
// names an application), and the list must stay one query whatever the number of applications
// (decision 031). Both read only the student's own rows.

/** A student's document as the checklist needs it. */
export interface ChecklistDocument {
  id: string;
  type: DocumentType;
  name: string;
  verifiedAt: Date | null;
}

/**
 * Everything the checklists of some students' applications need, in one query: each of their
 * documents, newest first, once per application it is attached to (once with no attachment when
 * it is attached nowhere). The caller keeps, per student, the attachments of the applications it
 * shows and the newest document of each type.
 */
export async function checklistDataOfStudents(db: Db, studentIds: readonly string[]) {
  return db
    .select({
      studentId: documents.studentId,
      id: documents.id,
      type: documents.type,
      name: documents.name,
      verifiedAt: documents.verifiedAt,
      applicationId: applicationDocuments.applicationId,
      item: applicationDocuments.item,
    })
    .from(documents)
    .leftJoin(applicationDocuments, eq(applicationDocuments.documentId, documents.id))
    .where(inArray(documents.studentId, [...studentIds]))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}
export type ChecklistDataRow = Awaited<ReturnType<typeof checklistDataOfStudents>>[number];

/** One of the student's documents; undefined for another student's document or an unknown id. */
export async function findDocumentOfStudent(
  db: Db,
  studentId: string,
  documentId: string,
): Promise<ChecklistDocument | undefined> {
  const [row] = await db
    .select({
      id: documents.id,
      type: documents.type,
      name: documents.name,
      verifiedAt: documents.verifiedAt,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.studentId, studentId)))
    .limit(1);
  return row;
}

/** Counts `documentId` for one checklist item of an application (replacing any earlier choice). */
export async function attachDocument(
  tx: Db,
  values: { applicationId: string; item: DocumentType; documentId: string; createdAt: Date },
): Promise<void> {
  await tx
    .insert(applicationDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [applicationDocuments.applicationId, applicationDocuments.item],
      set: { documentId: values.documentId, createdAt: values.createdAt },
    });
}

export async function detachDocument(tx: Db, applicationId: string, item: DocumentType): Promise<void> {
  await tx
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.item, item)));
}

/** Marks an application changed (the "recent" list orders by it). */
export async function touchApplication(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, id));
}

/** The condition that keeps a query to the students of a caseload (no condition for "all"). */
function inCaseload(scope: CaseloadScope): SQL | undefined {
  return scope.kind === "all" ? undefined : eq(studentProfiles.counselorId, scope.counselorId);
}

/**
 * A page of the applications of a caseload's students, most recently changed first, with each
 * student's names and current counselor (what the policy decides on), and how many match in all.
 */
export async function caseloadApplications(
  db: Db,
  scope: CaseloadScope,
  filter: { status?: ApplicationStatus; studentId?: string; limit: number; offset: number },
) {
  const where = and(
    inCaseload(scope),
    filter.status === undefined ? undefined : eq(applications.status, filter.status),
    filter.studentId === undefined ? undefined : eq(applications.studentId, filter.studentId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...withUniversity,
        profileId: studentProfiles.id,
        counselorId: studentProfiles.counselorId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(applications)
      .innerJoin(universities, eq(universities.id, applications.universityId))
      .innerJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
      .innerJoin(users, eq(users.id, applications.studentId))
      .where(where)
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(applications)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type CaseloadApplicationRow = Awaited<ReturnType<typeof caseloadApplications>>["rows"][number];

/** How many applications of a caseload's students are in each status. */
export async function caseloadStatusCounts(db: Db, scope: CaseloadScope) {
  return db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, applications.studentId))
    .where(inCaseload(scope))
    .groupBy(applications.status);
}

/** Per student: how many applications they hold and when one last changed. */
export async function applicationActivityOf(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({ studentId: applications.studentId, n: count(), lastChangedAt: max(applications.updatedAt) })
    .from(applications)
    .where(inArray(applications.studentId, [...studentIds]))
    .groupBy(applications.studentId);
}
