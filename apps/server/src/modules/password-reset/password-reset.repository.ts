import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type AccountTokenRow, accountTokens } from "../../db/schema/account-tokens.js";

export async function insertResetToken(
  tx: Db,
  row: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(accountTokens).values({ ...row, purpose: "password_reset" });
}

const live = (tokenHash: string, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, "password_reset"),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The reset token with this hash, if still unused and unexpired. */
export async function findLiveResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db.select().from(accountTokens).where(live(tokenHash, now));
  return row;
}

/**
 * Spends a live token in the statement that checks it, so two uses racing each other cannot both
 * pass; answers its user, or undefined when it was no longer live.
 */
export async function spendResetToken(tx: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(live(tokenHash, now))
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Spends every other live reset link of the user: a new password makes the older links moot. */
export async function spendUserResetTokens(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "password_reset"),
        isNull(accountTokens.usedAt),
      ),
    );
}
