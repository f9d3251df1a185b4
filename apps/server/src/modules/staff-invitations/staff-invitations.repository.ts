import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { writtenRow } from "../../db/rows.js";
import { type StaffInvitationRow, staffInvitations } from "../../db/schema/index.js";

const pending = (now: Date) =>
  and(
    isNull(staffInvitations.usedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

export async function insertInvitation(
  db: Db,
  values: typeof staffInvitations.$inferInsert,
): Promise<StaffInvitationRow> {
  return writtenRow(await db.insert(staffInvitations).values(values).returning(), "invitation insert");
}

export async function findPendingByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, tokenHash), pending(now)))
    .limit(1);
  return row;
}

/**
 * Uses an invitation up in one conditional UPDATE: under concurrent redemptions the row lock makes
 * exactly one of them see it still pending.
 */
export async function claimInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.tokenHash, tokenHash), pending(now)))
    .returning();
  return row;
}

export async function setInvitationUser(db: Db, id: string, userId: string): Promise<void> {
  await db.update(staffInvitations).set({ usedBy: userId }).where(eq(staffInvitations.id, id));
}

export async function listPendingInvitations(db: Db, now: Date) {
  return db
    .select()
    .from(staffInvitations)
    .where(pending(now))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(200);
}

export async function revokePendingInvitation(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), pending(now)))
    .returning();
  return row;
}

/** Revokes the pending first-admin setup links (those no admin issued). */
export async function revokePendingSetupLinks(db: Db, now: Date): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(isNull(staffInvitations.createdBy), pending(now)));
}
