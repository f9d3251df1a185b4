import type { FollowUpCategory } from "@meridian/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type FollowUpNoteRow, followUpNotes, studentProfiles, users } from "../../db/schema/index.js";

export type NoteWithAuthor = FollowUpNoteRow & {
  author: { id: string; firstName: string; lastName: string } | null;
};

const authors = alias(users, "author");
const students = alias(users, "student");

const withAuthor = {
  ...getTableColumns(followUpNotes),
  authorFirstName: authors.firstName,
  authorLastName: authors.lastName,
};

type SelectedNote = FollowUpNoteRow & { authorFirstName: string | null; authorLastName: string | null };

function shapeAuthor<T extends SelectedNote>(
  row: T,
): Omit<T, "authorFirstName" | "authorLastName"> & NoteWithAuthor {
  const { authorFirstName, authorLastName, ...note } = row;
  const author =
    note.authorId && authorFirstName !== null && authorLastName !== null
      ? { id: note.authorId, firstName: authorFirstName, lastName: authorLastName }
      : null;
  return { ...note, author };
}

// Open notes first, then the nearest due date (undated last), then the newest.
const listOrder = [
  sql`${followUpNotes.completedAt} is not null`,
  sql`${followUpNotes.dueAt} asc nulls last`,
  desc(followUpNotes.createdAt),
  desc(followUpNotes.id),
];

/** A note of this student (a note of another student answers undefined, like an unknown id). */
export async function findNoteOfStudent(
  db: Db,
  studentId: string,
  noteId: string,
): Promise<NoteWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(followUpNotes)
    .leftJoin(authors, eq(authors.id, followUpNotes.authorId))
    .where(and(eq(followUpNotes.id, noteId), eq(followUpNotes.studentId, studentId)))
    .limit(1);
  return row && shapeAuthor(row);
}

/** A student's notes, filtered by category and by words of the title or content (case-insensitive). */
export async function notesOfStudent(
  db: Db,
  studentId: string,
  filter: { category?: FollowUpCategory; q?: string },
): Promise<NoteWithAuthor[]> {
  const where: SQL[] = [eq(followUpNotes.studentId, studentId)];
  if (filter.category) where.push(eq(followUpNotes.category, filter.category));
  if (filter.q) {
    // strpos, not LIKE: the user's % and _ are plain characters.
    const q = filter.q.toLowerCase();
    where.push(
      or(
        sql`strpos(lower(${followUpNotes.title}), ${q}) > 0`,
        sql`strpos(lower(${followUpNotes.content}), ${q}) > 0`,
      ) as SQL,
    );
  }
  const rows = await db
    .select(withAuthor)
    .from(followUpNotes)
    .leftJoin(authors, eq(authors.id, followUpNotes.authorId))
    .where(and(...where))
    .orderBy(...listOrder);
  return rows.map(shapeAuthor);
}

export async function countNotesOfStudent(db: Db, studentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(followUpNotes)
    .where(eq(followUpNotes.studentId, studentId));
  return row?.n ?? 0;
}

/** Holds the student's row until the transaction ends, so two creates cannot both pass the cap. */
export async function lockStudentProfile(db: Db, studentId: string): Promise<void> {
  await db.execute(
    sql`select 1 from ${studentProfiles} where ${studentProfiles.userId} = ${studentId} for update`,
  );
}

export async function insertNote(
  db: Db,
  values: Omit<typeof followUpNotes.$inferInsert, "id">,
): Promise<FollowUpNoteRow> {
  return writtenRow(await db.insert(followUpNotes).values(values).returning(), "follow-up note insert");
}

/** Changes a note of this student; undefined when it is gone (deleted with the student meanwhile). */
export async function updateNote(
  db: Db,
  studentId: string,
  noteId: string,
  changes: Partial<typeof followUpNotes.$inferInsert>,
): Promise<FollowUpNoteRow | undefined> {
  const [row] = await db
    .update(followUpNotes)
    .set(changes)
    .where(and(eq(followUpNotes.id, noteId), eq(followUpNotes.studentId, studentId)))
    .returning();
  return row;
}

/**
 * Whose a note is now: the student's current counselor; with none, its author if an admin. The
 * one rule behind the Overview list, the figures and the falling-due notification.
 */
function ownedBy(userId: string): SQL {
  return or(
    eq(studentProfiles.counselorId, userId),
    and(
      isNull(studentProfiles.counselorId),
      eq(followUpNotes.authorId, userId),
      eq(authors.teamRole, "admin"),
    ),
  ) as SQL;
}

const openNote = isNull(followUpNotes.completedAt);

function selectOwned(db: Db) {
  return db
    .select({
      ...withAuthor,
      profileId: studentProfiles.id,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
    })
    .from(followUpNotes)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, followUpNotes.studentId))
    .innerJoin(students, eq(students.id, followUpNotes.studentId))
    .leftJoin(authors, eq(authors.id, followUpNotes.authorId))
    .$dynamic();
}

/** The user's open notes due by `until` (overdue ones included), nearest first, with their student. */
export async function dueNotesOwnedBy(db: Db, userId: string, until: Date, limit: number) {
  const rows = await selectOwned(db)
    .where(and(ownedBy(userId), openNote, lte(followUpNotes.dueAt, until)))
    .orderBy(asc(followUpNotes.dueAt), asc(followUpNotes.id))
    .limit(limit);
  return rows.map((row) => {
    const { profileId, studentFirstName, studentLastName, ...note } = row;
    return {
      ...shapeAuthor(note),
      student: { profileId, firstName: studentFirstName, lastName: studentLastName },
    };
  });
}

/** How many of the user's open notes are due by each instant, and open at all. */
export async function countOwnedNotes(db: Db, userId: string, dueBy: Date, overdueBy: Date) {
  const [row] = await db
    .select({
      open: count(),
      due: sql<number>`count(*) filter (where ${followUpNotes.dueAt} > ${overdueBy} and ${followUpNotes.dueAt} <= ${dueBy})`.mapWith(
        Number,
      ),
      overdue: sql<number>`count(*) filter (where ${followUpNotes.dueAt} <= ${overdueBy})`.mapWith(Number),
    })
    .from(followUpNotes)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, followUpNotes.studentId))
    .leftJoin(authors, eq(authors.id, followUpNotes.authorId))
    .where(and(ownedBy(userId), openNote));
  return { open: row?.open ?? 0, due: row?.due ?? 0, overdue: row?.overdue ?? 0 };
}

export async function countDueOwnedBy(db: Db, userId: string, until: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(followUpNotes)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, followUpNotes.studentId))
    .leftJoin(authors, eq(authors.id, followUpNotes.authorId))
    .where(and(ownedBy(userId), openNote, lte(followUpNotes.dueAt, until)));
  return row?.n ?? 0;
}

/**
 * Claims up to `limit` open notes falling due by `until` that nobody was told about, marking them
 * told at `now`. One UPDATE … WHERE due_notified_at IS NULL … RETURNING: of two nodes sweeping at
 * once, each row goes to exactly one. Returns what the notification needs, with whom it goes to.
 */
export async function claimFallingDue(db: Db, until: Date, now: Date, limit: number) {
  const candidates = db
    .select({ id: followUpNotes.id })
    .from(followUpNotes)
    .where(and(openNote, isNull(followUpNotes.dueNotifiedAt), lte(followUpNotes.dueAt, until)))
    .orderBy(asc(followUpNotes.dueAt))
    .limit(limit);
  const claimed = await db
    .update(followUpNotes)
    .set({ dueNotifiedAt: now })
    .where(and(inArray(followUpNotes.id, candidates), isNull(followUpNotes.dueNotifiedAt)))
    .returning({
      id: followUpNotes.id,
      studentId: followUpNotes.studentId,
      authorId: followUpNotes.authorId,
      title: followUpNotes.title,
      dueAt: followUpNotes.dueAt,
    });
  if (claimed.length === 0) return [];
  const owners = await db
    .select({
      id: followUpNotes.id,
      counselorId: studentProfiles.counselorId,
      authorIsAdmin: sql<boolean>`coalesce(${authors.teamRole} = 'admin', false)`,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
    })
    .from(followUpNotes)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, followUpNotes.studentId))
    .innerJoin(students, eq(students.id, followUpNotes.studentId))
    .leftJoin(authors, eq(authors.id, followUpNotes.authorId))
    .where(
      inArray(
        followUpNotes.id,
        claimed.map((note) => note.id),
      ),
    );
  const byId = new Map(owners.map((owner) => [owner.id, owner]));
  return claimed.flatMap((note) => {
    const owner = byId.get(note.id);
    if (!owner || !note.dueAt) return [];
    const recipient = owner.counselorId ?? (owner.authorIsAdmin ? note.authorId : null);
    return [
      {
        ...note,
        dueAt: note.dueAt,
        recipient,
        studentName: `${owner.studentFirstName} ${owner.studentLastName}`,
      },
    ];
  });
}
