import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  type AccountTokenPurpose,
  type AccountTokenRow,
  accountTokens,
} from "../../db/schema/account-tokens.js";

export async function insertAccountToken(
  tx: Db,
  row: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(accountTokens).values(row);
}

const live = (purpose: AccountTokenPurpose, tokenHash: string, now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The token of this purpose with this hash, if still unused and unexpired. */
export async function findLiveAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(live(purpose, tokenHash, now));
  return row;
}

/**
 * Spends a live token in the statement that checks it, so two uses racing each other cannot both
 * pass; answers its user, or undefined when it was no longer live.
 */
export async function spendAccountToken(
  tx: Db,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(live(purpose, tokenHash, now))
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Spends every other live token of the purpose of a user (a new password, a confirmed address). */
export async function spendUserAccountTokens(
  tx: Db,
  purpose: AccountTokenPurpose,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
