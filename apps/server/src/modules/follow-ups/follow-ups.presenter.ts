import type { DueFollowUp, FollowUpNote } from "@meridian/contract";
import type { NoteWithAuthor } from "./follow-ups.repository.js";

/** The only way a note reaches the wire; `now` decides "overdue" by the server's clock. */
export function presentNote(row: NoteWithAuthor, now: Date): FollowUpNote {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    priority: row.priority,
    content: row.content,
    dueAt: row.dueAt?.toISOString() ?? null,
    date: (row.dueAt ?? row.createdAt).toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    conversionStatus: row.conversionStatus,
    overdue: row.completedAt === null && row.dueAt !== null && row.dueAt.getTime() < now.getTime(),
    author: row.author ? { id: row.author.id, name: `${row.author.firstName} ${row.author.lastName}` } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A due note on the Overview, with the student it is about (name and profile id only). */
export function presentDueNote(
  row: NoteWithAuthor & { student: { profileId: string; firstName: string; lastName: string } },
  now: Date,
): DueFollowUp {
  return {
    ...presentNote(row, now),
    student: { profileId: row.student.profileId, name: `${row.student.firstName} ${row.student.lastName}` },
  };
}
