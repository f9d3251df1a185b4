import { followUpLimits, instantInText } from "@meridian/contract";
import type { AppContext } from "../../lib/context.js";
import {
  publishNotifications,
  type StoredNotification,
  storeNotification,
} from "../notifications/notifications.service.js";
import { claimFallingDue } from "./follow-ups.repository.js";

// Notes handled per run; the next run takes the rest.
const BATCH = 100;

/**
 * Tells each note's current owner (the student's counselor; with none, the admin who wrote it)
 * once when an open note falls due: within the next hour, or past due. Every node runs it; the
 * claim is one UPDATE … WHERE due_notified_at IS NULL, so each note is told by one node only. A
 * note with nobody to tell is claimed too (it shows on whoever's Overview once assigned). Runs
 * as the system, for nobody: no actor. Returns how many notifications it sent.
 */
export async function notifyFallingDue(ctx: AppContext, now: Date): Promise<number> {
  const until = new Date(now.getTime() + followUpLimits.notifyBeforeMinutes * 60_000);
  let sent = 0;
  for (;;) {
    // The claim and its notifications commit together: a crash between them would mark notes told
    // that nobody was told of.
    const { claimed, stored } = await ctx.db.transaction(async (tx) => {
      const claimed = await claimFallingDue(tx, until, now, BATCH);
      const stored: (StoredNotification | null)[] = [];
      for (const note of claimed) {
        if (!note.recipient) continue;
        const overdue = note.dueAt.getTime() <= now.getTime();
        stored.push(
          await storeNotification(
            tx,
            note.recipient,
            {
              type: "team",
              title: overdue ? "Follow-up overdue" : "Follow-up due soon",
              message: `${note.title} (${note.studentName}): due ${instantInText(note.dueAt)}.`,
            },
            now,
          ),
        );
      }
      return { claimed, stored };
    });
    await publishNotifications(ctx, stored);
    sent += stored.length;
    if (claimed.length < BATCH) return sent;
  }
}
