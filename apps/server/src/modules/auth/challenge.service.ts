import { randomInt } from "node:crypto";
import { authMessages, type MathChallenge } from "@meridian/contract";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { randomToken, signPayload, verifyPayload } from "../../lib/crypto.js";
import { claimChallengeNonce } from "./auth.repository.js";

/** A math challenge must be answered within this time. */
export const CHALLENGE_TTL_MS = 15 * 60_000;
/** A person needs at least this long to fill in the registration form… */
export const FORM_MIN_FILL_MS = 3_000;
/** …and a form older than this is stale. */
export const FORM_MAX_AGE_MS = 3 * 60 * 60_000;

interface ChallengePayload {
  k: "math";
  n: string;
  a: number;
  exp: number;
}
interface FormPayload {
  k: "form";
  t: number;
}

/**
 * A new math problem: two numbers from 1 to 10, larger first so the result is never negative.
 * The token is signed by the server (the answer cannot be altered) and single use.
 */
export function createMathChallenge(ctx: AppContext): MathChallenge {
  const x = randomInt(1, 11);
  const y = randomInt(1, 11);
  const [big, small] = x >= y ? [x, y] : [y, x];
  const plus = randomInt(0, 2) === 0;
  const expires = ctx.now().getTime() + CHALLENGE_TTL_MS;
  const payload: ChallengePayload = {
    k: "math",
    n: randomToken(16),
    a: plus ? big + small : big - small,
    exp: expires,
  };
  return {
    question: `${big} ${plus ? "+" : "-"} ${small}`,
    challenge: signPayload(ctx.keys.challenge, payload),
    expiresAt: new Date(expires).toISOString(),
  };
}

/** Checks the answer and uses the challenge up; a wrong, forged, expired or replayed one is refused. */
export async function consumeMathChallenge(
  ctx: AppContext,
  db: AppContext["db"],
  token: string,
  answer: string,
): Promise<void> {
  const payload = verifyPayload<ChallengePayload>(ctx.keys.challenge, token);
  const now = ctx.now();
  if (payload?.k !== "math" || payload.exp <= now.getTime()) {
    throw new AppError("VALIDATION_ERROR", authMessages.mathExpired, { field: "mathChallenge" });
  }
  if (!/^-?\d+$/.test(answer) || Number(answer) !== payload.a) {
    throw new AppError("VALIDATION_ERROR", authMessages.mathWrong, { field: "mathAnswer" });
  }
  if (!(await claimChallengeNonce(db, payload.n, new Date(payload.exp), now))) {
    throw new AppError("VALIDATION_ERROR", authMessages.mathExpired, { field: "mathChallenge" });
  }
}

/** The signed moment a registration form was opened. */
export function createFormStart(ctx: AppContext): string {
  return signPayload(ctx.keys.challenge, { k: "form", t: ctx.now().getTime() } satisfies FormPayload);
}

/** Refuses forms filled in faster than a person can, or left open too long (server clock only). */
export function checkFormStart(ctx: AppContext, token: string): void {
  const payload = verifyPayload<FormPayload>(ctx.keys.challenge, token);
  if (payload?.k !== "form" || !Number.isFinite(payload.t)) {
    throw new AppError("VALIDATION_ERROR", authMessages.formExpired, { field: "formStartTime" });
  }
  const elapsed = ctx.now().getTime() - payload.t;
  if (elapsed > FORM_MAX_AGE_MS) {
    throw new AppError("VALIDATION_ERROR", authMessages.formExpired, { field: "formStartTime" });
  }
  if (elapsed < FORM_MIN_FILL_MS) {
    // Word for word the honeypot's refusal, with no field: the bot is not told which check fired.
    throw new AppError("VALIDATION_ERROR", authMessages.botDetected);
  }
}
