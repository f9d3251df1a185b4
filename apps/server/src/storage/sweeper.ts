import type { AppContext } from "../lib/context.js";
import { DiskFileStorage } from "./disk-storage.js";
import { clearPendingFile, documentHoldsKey, duePendingFiles } from "./pending-files.js";

/**
 * How long an upload's note waits before the sweeper deletes its object: longer than any upload
 * takes (10 MB at a slow 20 KB/s is under 9 minutes). A note past it belongs to an upload whose
 * process died between storing the bytes and writing the row.
 */
export const UPLOAD_GRACE_MS = 15 * 60_000;

// Notes handled per sweep; the next sweep takes the rest.
const SWEEP_BATCH = 100;

/**
 * Deletes the objects of pending notes that are due (table pending_files): uploads past their
 * grace period, deletes at once (their row is gone already), and the notes with them. Each note
 * is claimed inside a transaction that holds its row until the object is deleted: an upload
 * finishing at that moment waits, then finds its note gone and refuses to write its row. An
 * object a document row holds is never deleted. Returns how many notes it cleared.
 */
export async function sweepPendingFiles(ctx: AppContext, now: Date): Promise<number> {
  const due = await duePendingFiles(
    ctx.db,
    { uploadsBefore: new Date(now.getTime() - UPLOAD_GRACE_MS), deletesBefore: now },
    SWEEP_BATCH,
  );
  let swept = 0;
  for (const { storageKey } of due) {
    await ctx.db.transaction(async (tx) => {
      if (!(await clearPendingFile(tx, storageKey))) return;
      if (!(await documentHoldsKey(tx, storageKey))) await ctx.storage.delete(storageKey);
      swept += 1;
    });
  }
  return swept;
}

/**
 * How long a temporary file of the disk storage (DATA_DIR/files/.partial) may go unwritten
 * before it counts as the remains of a killed upload: far past any pause of a live one.
 */
export const PARTIAL_FILE_MAX_IDLE_MS = 60 * 60_000;

/** Deletes the disk storage's abandoned temporary files (S3 keeps none); returns how many. */
export async function sweepAbandonedPartials(ctx: AppContext, now: Date): Promise<number> {
  if (!(ctx.storage instanceof DiskFileStorage)) return 0;
  return ctx.storage.removeAbandonedPartials(new Date(now.getTime() - PARTIAL_FILE_MAX_IDLE_MS));
}
