import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { documents, pendingFiles } from "../db/schema/index.js";

// Notes of stored objects no row may point at yet (upload) or any more (delete), in table
// pending_files. A feature notes a key before it writes the bytes or drops the row, and clears the
// note once its row is written or the object deleted; the housekeeping sweep (storage/sweeper)
// deletes the objects of notes a crash left behind. Every feature that stores files keeps its notes
// here, so there is one bookkeeping for the one sweep.

export type PendingReason = "upload" | "delete";

export async function notePendingFiles(
  db: Db,
  storageKeys: readonly string[],
  reason: PendingReason,
): Promise<void> {
  if (storageKeys.length === 0) return;
  await db
    .insert(pendingFiles)
    .values(storageKeys.map((storageKey) => ({ storageKey, reason })))
    .onConflictDoNothing();
}

/** Notes one stored object (see `notePendingFiles`). */
export async function notePendingFile(db: Db, storageKey: string, reason: PendingReason): Promise<void> {
  await notePendingFiles(db, [storageKey], reason);
}

/** Removes the notes of these keys; answers how many there were. */
export async function clearPendingFiles(db: Db, storageKeys: readonly string[]): Promise<number> {
  if (storageKeys.length === 0) return 0;
  const removed = await db
    .delete(pendingFiles)
    .where(inArray(pendingFiles.storageKey, [...storageKeys]))
    .returning({ storageKey: pendingFiles.storageKey });
  return removed.length;
}

/** Removes a key's note; false when there was none (the sweeper took it, or it was cleared). */
export async function clearPendingFile(db: Db, storageKey: string): Promise<boolean> {
  return (await clearPendingFiles(db, [storageKey])) > 0;
}

/** Pending objects due for deletion: uploads older than `uploadsBefore`, deletes older than `deletesBefore`. */
export async function duePendingFiles(
  db: Db,
  cutoffs: { uploadsBefore: Date; deletesBefore: Date },
  limit: number,
): Promise<{ storageKey: string }[]> {
  return db
    .select({ storageKey: pendingFiles.storageKey })
    .from(pendingFiles)
    .where(
      or(
        and(eq(pendingFiles.reason, "upload"), lt(pendingFiles.createdAt, cutoffs.uploadsBefore)),
        and(eq(pendingFiles.reason, "delete"), lt(pendingFiles.createdAt, cutoffs.deletesBefore)),
      ),
    )
    .orderBy(pendingFiles.createdAt)
    .limit(limit);
}

/** Whether a document row holds this key (then the object is kept whatever a pending note says). */
export async function documentHoldsKey(db: Db, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.storageKey, storageKey))
    .limit(1);
  return row !== undefined;
}
