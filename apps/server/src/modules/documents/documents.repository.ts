import { desc, eq, getTableColumns, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type DocumentRow, documents, users } from "../../db/schema/index.js";

/** A document with the name of the staff member who verified it (null when none, or gone). */
export interface DocumentRecord extends DocumentRow {
  verifierName: string | null;
}

const withVerifier = {
  ...getTableColumns(documents),
  verifierName: sql<
    string | null
  >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
};

/** A student's documents, newest first. */
export async function listStudentDocuments(db: Db, studentId: string): Promise<DocumentRecord[]> {
  return db
    .select(withVerifier)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.verifiedBy))
    .where(eq(documents.studentId, studentId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function findDocument(db: Db, id: string): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select(withVerifier)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.verifiedBy))
    .where(eq(documents.id, id));
  return row;
}

/** Bytes the student's documents take together. */
export async function storageUsedBy(db: Db, studentId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(eq(documents.studentId, studentId));
  return Number(row?.used ?? 0);
}

/**
 * Holds the student's quota until the transaction ends: two uploads of one student check and
 * insert one after the other, so they cannot both pass the quota with room for one.
 */
export async function lockStudentQuota(tx: Db, studentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`documents.quota:${studentId}`}, 0))`);
}

export async function insertDocument(tx: Db, values: typeof documents.$inferInsert): Promise<DocumentRow> {
  return writtenRow(await tx.insert(documents).values(values).returning(), "document insert");
}

export async function updateDocument(
  db: Db,
  id: string,
  set: Partial<Pick<DocumentRow, "type" | "name" | "description" | "tags" | "verifiedAt" | "verifiedBy">> & {
    updatedAt: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(documents)
    .set(set)
    .where(eq(documents.id, id))
    .returning({ id: documents.id });
  return updated.length > 0;
}

/** Deletes a document's row; its storage key, or undefined when it was already gone. */
export async function deleteDocument(tx: Db, id: string): Promise<string | undefined> {
  const [row] = await tx
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ storageKey: documents.storageKey });
  return row?.storageKey;
}

/** Per student: when one of their documents last changed (uploaded, edited or verified). */
export async function documentActivityOf(db: Db, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({ studentId: documents.studentId, lastChangedAt: max(documents.updatedAt) })
    .from(documents)
    .where(inArray(documents.studentId, [...studentIds]))
    .groupBy(documents.studentId);
}
