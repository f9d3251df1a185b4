import { authMessages } from "@meridian/contract";
import { hash, verify } from "@node-rs/argon2";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { AppError } from "../../lib/app-error.js";

// OWASP: argon2id with 19 MiB, 2 iterations, 1 lane. The native hash runs on libuv's thread pool,
// so the event loop keeps serving other requests while it works.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against its hash; false for any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** The dummy hash; call it at start so the first unknown-email sign-in does not pay for making it. */
export function primeDummyHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-0");
  return dummyHash;
}

/**
 * Spends the same work as a real check when the account does not exist, so an unknown email
 * and a wrong password cannot be told apart by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await primeDummyHash(), password);
  return false;
}

// zxcvbn's score 2 means at least 10^6 guesses: past what an online attack gets through throttling.
// Below it the password is in the common/breached list or a trivial variant of an entry (case,
// a digit or a year added); the user's names and email count as dictionary words too (decision 026).
const MIN_SCORE = 2;
let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator with the common-password dictionaries (about 2 MB), loaded on first use. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/** Why a new password is refused (too common or guessable), or null when it may be used. */
export async function findPasswordWeakness(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  const result = (await loadEstimator()).check(password, userInputs.filter(Boolean));
  return result.score < MIN_SCORE ? authMessages.passwordTooCommon : null;
}

/** Refuses a common or easily guessed new password with 422 at `field`. */
export async function assertPasswordNotCommon(
  password: string,
  field: string,
  userInputs: string[] = [],
): Promise<void> {
  const weakness = await findPasswordWeakness(password, userInputs);
  if (weakness) throw new AppError("VALIDATION_ERROR", weakness, { field });
}
