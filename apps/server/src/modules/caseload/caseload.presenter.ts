import {
  type AssignedStudent,
  type CaseloadApplication,
  labelRole,
  type TeamMember,
  TeamRoleSchema,
} from "@meridian/contract";
import type { CaseloadApplicationRow } from "../applications/applications.service.js";
import type { CaseloadStudentRow, TeamMemberRow } from "./caseload.repository.js";

/** What the other modules know of a listed student. */
export interface StudentActivity {
  shortlisted: number;
  applications: number;
  lastActivity: Date | null;
}

/** A listed student (spec part 2 §3 "Assigned student"): no counselor id, no profile groups. */
export function presentAssignedStudent(row: CaseloadStudentRow, activity: StudentActivity): AssignedStudent {
  return {
    id: row.profileId,
    userId: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    intendedMajor: row.intendedMajor,
    universitiesShortlisted: activity.shortlisted,
    applicationsCount: activity.applications,
    status: row.status,
    lastActivity: activity.lastActivity?.toISOString() ?? null,
    profilePicture: row.profilePicture,
  };
}

export function presentCaseloadApplication(
  row: CaseloadApplicationRow,
  moves: CaseloadApplication["nextStatuses"],
): CaseloadApplication {
  return {
    id: row.id,
    status: row.status,
    university: {
      id: row.university.id,
      name: row.university.name,
      city: row.university.city,
      country: row.university.country,
    },
    program: { name: row.programName, degree: row.degreeType },
    intake: { term: row.intakeTerm, year: row.intakeYear },
    deadline: row.deadlineDate,
    updatedAt: row.updatedAt.toISOString(),
    student: { id: row.profileId, userId: row.studentId, firstName: row.firstName, lastName: row.lastName },
    nextStatuses: moves,
  };
}

/** A team member; the email only when the caller may read it (caseload.policy). */
export function presentTeamMember(
  row: TeamMemberRow,
  options: { showEmail: boolean; isYou: boolean },
): TeamMember {
  const role = TeamRoleSchema.safeParse(row.teamRole);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: options.showEmail ? row.email : null,
    teamRole: role.success ? role.data : null,
    roleLabel: row.teamRole === "counselor" ? "Counselor" : labelRole("team_member", row.teamRole),
    profilePicture: row.profilePicture,
    studentsAssigned: row.studentsAssigned,
    isYou: options.isYou,
  };
}
