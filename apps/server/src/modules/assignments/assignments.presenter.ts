import type { AssignmentHistoryEntry, AssignmentStudent, StaffRef } from "@meridian/contract";
import type { AssignmentStudentRow, listHistory } from "./assignments.repository.js";

/** A student row of the assignment table: the profile id names the student; the account id stays inside. */
export function presentStudent(row: AssignmentStudentRow): AssignmentStudent {
  return {
    profileId: row.profileId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    // Written only from the contract's list (a check constraint holds it too).
    status: row.status,
    registeredAt: row.registeredAt.toISOString(),
    counselor:
      row.counselorId === null
        ? null
        : {
            id: row.counselorId,
            firstName: row.counselorFirstName ?? "",
            lastName: row.counselorLastName ?? "",
          },
    assignedAt: row.assignedAt?.toISOString() ?? null,
  };
}

type HistoryRow = Awaited<ReturnType<typeof listHistory>>[number];

function staffRef(ref: { id: string | null; firstName: string | null; lastName: string | null } | null) {
  return ref?.id
    ? ({ id: ref.id, firstName: ref.firstName ?? "", lastName: ref.lastName ?? "" } as StaffRef)
    : null;
}

export function presentHistoryEntry(row: HistoryRow): AssignmentHistoryEntry {
  return {
    id: row.id,
    counselor: staffRef(row.counselor),
    previousCounselor: staffRef(row.previousCounselor),
    assignedBy: staffRef(row.assignedBy),
    // Held to the contract's list by a check constraint.
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
