import type { StudentStatus } from "@meridian/contract";
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { counselorAssignments, studentProfiles, users } from "../../db/schema/index.js";

/** The fields of a staff member an assignment shows. */
export interface StaffRefRow {
  id: string;
  firstName: string;
  lastName: string;
}

/** A student as the assignment table shows them. */
export interface AssignmentStudentRow {
  profileId: string;
  studentId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: StudentStatus;
  registeredAt: Date;
  counselorId: string | null;
  assignedAt: Date | null;
  counselorFirstName: string | null;
  counselorLastName: string | null;
}

const counselor = alias(users, "counselor");

const studentColumns = {
  profileId: studentProfiles.id,
  studentId: studentProfiles.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: studentProfiles.status,
  registeredAt: users.createdAt,
  counselorId: studentProfiles.counselorId,
  assignedAt: studentProfiles.assignedAt,
  counselorFirstName: counselor.firstName,
  counselorLastName: counselor.lastName,
};

function studentsQuery(db: Db) {
  return db
    .select(studentColumns)
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(counselor, eq(counselor.id, studentProfiles.counselorId));
}

/** `text` for a LIKE pattern: its wildcards taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface StudentFilter {
  search?: string | undefined;
  unassigned: boolean;
  counselorId?: string | undefined;
  limit: number;
  offset: number;
}

/** One page of students, newest registration first, with the total the filter matches. */
export async function listStudents(
  db: Db,
  filter: StudentFilter,
): Promise<{ rows: AssignmentStudentRow[]; total: number }> {
  const conditions: SQL[] = [eq(users.userType, "customer")];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = or(
      sql`${users.firstName} ilike ${pattern}`,
      sql`${users.lastName} ilike ${pattern}`,
      sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      sql`${users.email} ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  if (filter.unassigned) conditions.push(isNull(studentProfiles.counselorId));
  if (filter.counselorId) conditions.push(eq(studentProfiles.counselorId, filter.counselorId));
  const where = and(...conditions);
  const rows = await studentsQuery(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(studentProfiles.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await db
    .select({ n: count() })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(where);
  return { rows, total: totals?.n ?? 0 };
}

/** One student by profile id, as the table shows them. */
export async function findStudent(db: Db, profileId: string): Promise<AssignmentStudentRow | undefined> {
  const [row] = await studentsQuery(db).where(eq(studentProfiles.id, profileId)).limit(1);
  return row;
}

/** Several students by profile id, as the table shows them. */
export async function findStudents(db: Db, profileIds: string[]): Promise<AssignmentStudentRow[]> {
  if (profileIds.length === 0) return [];
  return studentsQuery(db).where(inArray(studentProfiles.id, profileIds));
}

/**
 * Serializes every change of assignment until the transaction ends: the automatic rule counts
 * loads and picks under it, so two registrations (or an admin's move beside one) cannot both read
 * the same load and push a counselor past the cap.
 */
export async function lockAssignments(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('assignments.counselor-load', 0))`);
}

/** The profiles behind these ids, locked for the change (in id order, so two changes cannot deadlock). */
export async function lockProfiles(
  tx: Db,
  where: { profileIds: string[] } | { studentId: string },
): Promise<{ profileId: string; studentId: string; counselorId: string | null }[]> {
  return tx
    .select({
      profileId: studentProfiles.id,
      studentId: studentProfiles.userId,
      counselorId: studentProfiles.counselorId,
    })
    .from(studentProfiles)
    .where(
      "studentId" in where
        ? eq(studentProfiles.userId, where.studentId)
        : inArray(studentProfiles.id, where.profileIds),
    )
    .orderBy(asc(studentProfiles.id))
    .for("update");
}

const activeCounselor = and(
  eq(users.userType, "team_member"),
  eq(users.teamRole, "counselor"),
  eq(users.accountStatus, "active"),
);

/**
 * The account `id` when it is an active counselor, held (FOR SHARE) so it cannot be suspended or
 * change role before the assignment commits.
 */
export async function findActiveCounselor(tx: Db, id: string): Promise<StaffRefRow | undefined> {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), activeCounselor))
    .limit(1)
    .for("share");
  return row;
}

// Correlated with the outer "users" row; the table names are spelled out because drizzle leaves
// columns unqualified in a one-table select, where "id" would be read as the inner table's.
const load = sql<number>`(select count(*)::int from student_profiles sp where sp.counselor_id = "users"."id")`;
const lastAssigned = sql`(select max(ca.created_at) from counselor_assignments ca where ca.counselor_id = "users"."id")`;

/** Every active counselor with the number of students assigned to them, by name. */
export async function listCounselorLoads(db: Db) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      load,
    })
    .from(users)
    .where(activeCounselor)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * The active counselor the automatic rule picks: the fewest students, under `cap` when there is
 * one; on a tie, the one whose last assignment is oldest (never assigned first), then by id.
 */
export async function findLeastLoadedCounselor(tx: Db, cap: number | null): Promise<StaffRefRow | undefined> {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(activeCounselor, cap === null ? undefined : sql`${load} < ${cap}`))
    .orderBy(asc(load), sql`${lastAssigned} asc nulls first`, asc(users.id))
    .limit(1);
  return row;
}

/** Makes `counselorId` the counselor of these profiles (null: none). */
export async function setCounselor(
  tx: Db,
  profileIds: string[],
  counselorId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(studentProfiles)
    .set({ counselorId, assignedAt: counselorId ? now : null, updatedAt: now })
    .where(inArray(studentProfiles.id, profileIds));
}

export type NewAssignmentRow = typeof counselorAssignments.$inferInsert;

export async function insertHistory(tx: Db, rows: NewAssignmentRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(counselorAssignments).values(rows);
}

const to = alias(users, "to_counselor");
const from = alias(users, "from_counselor");
const by = alias(users, "assigned_by");

/** Every change of one student's counselor, newest first, with the names of those involved. */
export async function listHistory(db: Db, studentId: string) {
  return db
    .select({
      id: counselorAssignments.id,
      source: counselorAssignments.source,
      createdAt: counselorAssignments.createdAt,
      counselor: { id: to.id, firstName: to.firstName, lastName: to.lastName },
      previousCounselor: { id: from.id, firstName: from.firstName, lastName: from.lastName },
      assignedBy: { id: by.id, firstName: by.firstName, lastName: by.lastName },
    })
    .from(counselorAssignments)
    .leftJoin(to, eq(to.id, counselorAssignments.counselorId))
    .leftJoin(from, eq(from.id, counselorAssignments.previousCounselorId))
    .leftJoin(by, eq(by.id, counselorAssignments.assignedBy))
    .where(eq(counselorAssignments.studentId, studentId))
    .orderBy(desc(counselorAssignments.createdAt), desc(counselorAssignments.id));
}
