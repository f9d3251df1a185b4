import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { studentProfiles, users } from "../../db/schema/index.js";
import type { CaseloadScope } from "../students/students.policy.js";

/** The condition that keeps a query to the students of a caseload (none for "all"). */
function inCaseload(scope: CaseloadScope): SQL | undefined {
  return scope.kind === "all" ? undefined : eq(studentProfiles.counselorId, scope.counselorId);
}

/**
 * What the student means to study: the first field of study of their preferences, else the first
 * academic interest their counselor recorded; null when the profile holds neither.
 */
const intendedMajor = sql<
  string | null
>`coalesce(${studentProfiles.fieldsOfStudy}[1], ${studentProfiles.academicInterests}[1])`;

/** `term` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of the caseload's students, by last then first name, with how many match in all. The
 * search matches, case-insensitively, a first or last name, the full name, the email or the
 * intended major.
 */
export async function caseloadStudents(
  db: Db,
  scope: CaseloadScope,
  filter: { search?: string; limit: number; offset: number },
) {
  const pattern = filter.search ? containing(filter.search) : undefined;
  const where = and(
    inCaseload(scope),
    pattern === undefined
      ? undefined
      : or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(users.email, pattern),
          ilike(intendedMajor, pattern),
        ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        profileId: studentProfiles.id,
        studentId: studentProfiles.userId,
        counselorId: studentProfiles.counselorId,
        status: studentProfiles.status,
        intendedMajor,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profilePicture: users.profilePicture,
        lastLoginAt: users.lastLoginAt,
      })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(studentProfiles.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: count() })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type CaseloadStudentRow = Awaited<ReturnType<typeof caseloadStudents>>["rows"][number];

/** How many of the caseload's students are in each status. */
export async function caseloadStudentStatusCounts(db: Db, scope: CaseloadScope) {
  return db
    .select({ status: studentProfiles.status, n: count() })
    .from(studentProfiles)
    .where(inCaseload(scope))
    .groupBy(studentProfiles.status);
}

/** Active team members by name, each with how many students are assigned to them now. */
export async function activeTeamMembers(db: Db) {
  const assigned = db
    .select({ counselorId: studentProfiles.counselorId, n: count().as("n") })
    .from(studentProfiles)
    .groupBy(studentProfiles.counselorId)
    .as("assigned");
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      teamRole: users.teamRole,
      profilePicture: users.profilePicture,
      studentsAssigned: sql<number>`coalesce(${assigned.n}, 0)::int`,
    })
    .from(users)
    .leftJoin(assigned, eq(assigned.counselorId, users.id))
    .where(and(eq(users.userType, "team_member"), eq(users.accountStatus, "active")))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
export type TeamMemberRow = Awaited<ReturnType<typeof activeTeamMembers>>[number];
