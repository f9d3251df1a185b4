import type {
  Application,
  ApplicationDetail,
  ApplicationStatus,
  DegreeType,
  StatusChange,
} from "@meridian/contract";
import { checklistOf, type StudentDocuments } from "./applications.checklist.js";
import type { ApplicationWithUniversity, HistoryRow } from "./applications.repository.js";

/** An application as its student (or their staff) sees it: no other student's data reaches here. */
export function presentApplication(row: ApplicationWithUniversity, documents: StudentDocuments): Application {
  const { checklist, progress } = checklistOf(row.id, row.degreeType, documents);
  return {
    id: row.id,
    studentId: row.studentId,
    status: row.status as ApplicationStatus,
    university: row.university,
    course: { name: row.programName, degree: row.degreeType as DegreeType },
    intake: { term: row.intakeTerm as Application["intake"]["term"], year: row.intakeYear },
    deadlineDate: row.deadlineDate,
    deadline: row.deadlineDate,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    notes: row.notes,
    progress,
    checklist,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentStatusChange(row: HistoryRow): StatusChange {
  // The account may be gone (the row keeps its role): its name is unknown, not invented.
  const name = row.firstName === null ? "Former user" : `${row.firstName} ${row.lastName ?? ""}`.trim();
  return {
    id: row.id,
    from: row.fromStatus as ApplicationStatus | null,
    to: row.toStatus as ApplicationStatus,
    note: row.note,
    at: row.createdAt.toISOString(),
    by: { id: row.actorUserId, name, role: row.actorRole },
  };
}

/** One application with its history and the moves the caller may make from its status. */
export function presentApplicationDetail(
  row: ApplicationWithUniversity,
  documents: StudentDocuments,
  history: readonly HistoryRow[],
  nextStatuses: ApplicationStatus[],
): ApplicationDetail {
  return {
    ...presentApplication(row, documents),
    history: history.map(presentStatusChange),
    nextStatuses,
  };
}
