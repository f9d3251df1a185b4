import type { Application, ApplicationDetail, ApplicationStatus, StatusChange } from "@meridian/contract";
import { checklistOf, type StudentDocuments } from "./applications.checklist.js";
import type { ApplicationWithUniversity, HistoryRow } from "./applications.repository.js";

/**
 * An application as its student (or their staff) sees it in a list: its checklist's progress, not
 * the items (the detail has those; a list of 50 stays a third of the size). No other student's data
 * reaches here.
 */
export function presentApplication(row: ApplicationWithUniversity, documents: StudentDocuments): Application {
  return {
    id: row.id,
    studentId: row.studentId,
    status: row.status,
    university: row.university,
    course: { name: row.programName, degree: row.degreeType },
    intake: { term: row.intakeTerm, year: row.intakeYear },
    deadlineDate: row.deadlineDate,
    deadline: row.deadlineDate,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    notes: row.notes,
    progress: checklistOf(row.id, row.degreeType, documents).progress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentStatusChange(row: HistoryRow): StatusChange {
  // The account may be gone (the row keeps its role): its name is unknown, not invented.
  const name = row.firstName === null ? "Former user" : `${row.firstName} ${row.lastName ?? ""}`.trim();
  return {
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
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
  const { checklist } = checklistOf(row.id, row.degreeType, documents);
  return {
    ...presentApplication(row, documents),
    checklist,
    missingDocuments: checklist.filter((item) => item.state === "missing").map((item) => item.type),
    history: history.map(presentStatusChange),
    nextStatuses,
  };
}
