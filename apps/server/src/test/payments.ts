import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { conversions, followUpNotes, paymentEvents, subscriptions } from "../db/schema/index.js";

/**
 * What a payment (a webhook delivery, the test panel's event) could have written for a student:
 * every row it touches, counted, so a test can show a refused one changed nothing.
 */
export async function paymentRowCounts(db: Db, studentId: string) {
  return {
    events: (await db.select().from(paymentEvents)).length,
    conversions: (await db.select().from(conversions).where(eq(conversions.studentId, studentId))).length,
    subscriptions: (await db.select().from(subscriptions).where(eq(subscriptions.studentId, studentId)))
      .length,
    notes: (await db.select().from(followUpNotes).where(eq(followUpNotes.studentId, studentId))).length,
  };
}
