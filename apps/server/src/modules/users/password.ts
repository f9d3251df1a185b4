import { hash, verify } from "@node-rs/argon2";

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
