import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  secondFactorRecoveryCodes,
  type UserSecondFactorRow,
  userSecondFactors,
} from "../../db/schema/index.js";

/** The user's second factor row (on, or a key waiting to be confirmed), if any. */
export async function findSecondFactor(db: Db, userId: string): Promise<UserSecondFactorRow | undefined> {
  const [row] = await db
    .select()
    .from(userSecondFactors)
    .where(eq(userSecondFactors.userId, userId))
    .limit(1);
  return row;
}

/** A new key waiting for its first code; replaces an unconfirmed one, never one that is on. */
export async function saveSetupKey(
  db: Db,
  userId: string,
  secretCiphertext: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(userSecondFactors)
    .values({ userId, secretCiphertext, createdAt: now })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { secretCiphertext, createdAt: now, lastUsedStep: null },
      setWhere: isNull(userSecondFactors.enabledAt),
    })
    .returning({ userId: userSecondFactors.userId });
  return rows.length === 1;
}

/**
 * Takes a code's time step: true when no code of this step or a later one was accepted before
 * (one statement, so two requests with the same code cannot both pass).
 */
export async function claimTimeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userSecondFactors.userId, userId),
        or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userSecondFactors.userId });
  return rows.length === 1;
}

/** Turns the confirmed key on, with its recovery codes' hashes (any earlier ones are dropped). */
/**
 * Turns on the key the user confirmed (`secretCiphertext`, as read when the code was checked) with
 * its recovery codes; false, changing nothing, when another setup replaced the key meanwhile or it
 * is already on.
 */
export async function enableSecondFactor(
  db: Db,
  userId: string,
  secretCiphertext: string,
  codeHashes: string[],
  now: Date,
): Promise<boolean> {
  const enabled = await db
    .update(userSecondFactors)
    .set({ enabledAt: now })
    .where(
      and(
        eq(userSecondFactors.userId, userId),
        eq(userSecondFactors.secretCiphertext, secretCiphertext),
        isNull(userSecondFactors.enabledAt),
      ),
    )
    .returning({ userId: userSecondFactors.userId });
  if (enabled.length === 0) return false;
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db
    .insert(secondFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  return true;
}

/** Uses a recovery code up: true when it was the user's and not used before. */
export async function spendRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(secondFactorRecoveryCodes.userId, userId),
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: secondFactorRecoveryCodes.id });
  return rows.length === 1;
}

/** How many of the user's recovery codes are left. */
export async function countRecoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(secondFactorRecoveryCodes)
    .where(and(eq(secondFactorRecoveryCodes.userId, userId), isNull(secondFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Removes the second factor and its recovery codes. */
export async function deleteSecondFactor(db: Db, userId: string): Promise<void> {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db.delete(userSecondFactors).where(eq(userSecondFactors.userId, userId));
}
