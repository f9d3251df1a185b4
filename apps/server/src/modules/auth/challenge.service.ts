import { randomInt } from "node:crypto";
import { authMessages, type MathChallenge } from "@meridian/contract";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { hmac, randomToken, safeEqual, signPayload, verifyPayload } from "../../lib/crypto.js";
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
  /** The answer only as a keyed hash (answerHash): the token is readable, so a bot decoding it learns nothing. */
  h: string;
  exp: number;
}
interface FormPayload {
  k: "form";
  t: number;
}

/** The answer bound to its challenge's nonce under the server's key: only the server can tell a right one. */
function answerHash(ctx: AppContext, nonce: string, answer: number): string {
  return hmac(ctx.keys.challenge, `math-answer:${nonce}:${answer}`);
}

/**
 * A new math problem: two numbers from 1 to 10, larger first so the result is never negative.
 * The token is signed by the server (nothing in it can be altered), carries the answer only as a
 * keyed hash, and is single use.
 */
export function createMathChallenge(ctx: AppContext): MathChallenge {
  const x = randomInt(1, 11);
  const y = randomInt(1, 11);
  const [big, small] = x >= y ? [x, y] : [y, x];
  const plus = randomInt(0, 2) === 0;
  const expires = ctx.now().getTime() + CHALLENGE_TTL_MS;
  const nonce = randomToken(16);
  const payload: ChallengePayload = {
    k: "math",
    n: nonce,
    h: answerHash(ctx, nonce, plus ? big + small : big - small),
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
  if (payload?.k !== "math" || typeof payload.h !== "string" || payload.exp <= now.getTime()) {
    throw new AppError("VALIDATION_ERROR", authMessages.mathExpired, { field: "mathChallenge" });
  }
  if (!/^-?\d{1,6}$/.test(answer) || !safeEqual(answerHash(ctx, payload.n, Number(answer)), payload.h)) {
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
