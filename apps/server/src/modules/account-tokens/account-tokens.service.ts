/**
 * Single-use links sent by mail (a password reset, an address to confirm): 256 random bits, kept
 * only as their SHA-256 by purpose, valid for a time, spent by the statement that checks them.
 * The one place their tokens are made and hashed; the password-reset and email-verification
 * modules use it. It adds nothing to the app by itself.
 */
import type { Db } from "../../db/client.js";
import type { AccountTokenPurpose, AccountTokenRow } from "../../db/schema/account-tokens.js";
import { randomToken, sha256 } from "../../lib/crypto.js";
import {
  findLiveAccountToken,
  insertAccountToken,
  spendAccountToken,
  spendUserAccountTokens,
} from "./account-tokens.repository.js";

/** Makes a token for `userId` in `tx`, valid `validMs`; answers it, for the link (it is not kept). */
export async function issueAccountToken(
  tx: Db,
  token: { userId: string; purpose: AccountTokenPurpose; validMs: number; now: Date },
): Promise<string> {
  const value = randomToken(32);
  await insertAccountToken(tx, {
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: sha256(value),
    createdAt: token.now,
    expiresAt: new Date(token.now.getTime() + token.validMs),
  });
  return value;
}

/** The live token a link carries, or undefined when unknown, expired or used. */
export function findLiveToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  return findLiveAccountToken(db, purpose, sha256(token), now);
}

/** Spends the token of a link, if still live; answers its user. Two uses at once: one passes. */
export function spendToken(
  tx: Db,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<string | undefined> {
  return spendAccountToken(tx, purpose, sha256(token), now);
}

/** Spends the user's other live links of the purpose: the first one used makes them moot. */
export function spendOtherTokens(
  tx: Db,
  purpose: AccountTokenPurpose,
  userId: string,
  now: Date,
): Promise<void> {
  return spendUserAccountTokens(tx, purpose, userId, now);
}
