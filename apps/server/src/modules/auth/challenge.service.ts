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

/** How an answer fares: right (the challenge is used up now), wrong, or its challenge forged, expired or used. */
async function checkMathAnswer(
  ctx: AppContext,
  db: AppContext["db"],
  token: string,
  answer: string,
): Promise<"right" | "wrong" | "expired"> {
  const payload = verifyPayload<ChallengePayload>(ctx.keys.challenge, token);
  const now = ctx.now();
  if (payload?.k !== "math" || typeof payload.h !== "string" || payload.exp <= now.getTime()) {
    return "expired";
  }
  if (!/^-?\d{1,6}$/.test(answer) || !safeEqual(answerHash(ctx, payload.n, Number(answer)), payload.h)) {
    return "wrong";
  }
  return (await claimChallengeNonce(db, payload.n, new Date(payload.exp), now)) ? "right" : "expired";
}

/** Checks the answer and uses the challenge up; a wrong, forged, expired or replayed one is refused. */
export async function consumeMathChallenge(
  ctx: AppContext,
  db: AppContext["db"],
  token: string,
  answer: string,
): Promise<void> {
  const verdict = await checkMathAnswer(ctx, db, token, answer);
  if (verdict === "expired") {
    throw new AppError("VALIDATION_ERROR", authMessages.mathExpired, { field: "mathChallenge" });
  }
  if (verdict === "wrong") {
    throw new AppError("VALIDATION_ERROR", authMessages.mathWrong, { field: "mathAnswer" });
  }
}

/** The signed moment a registration form was opened. */
export function createFormStart(ctx: AppContext): string {
  return signPayload(ctx.keys.challenge, { k: "form", t: ctx.now().getTime() } satisfies FormPayload);
}

/** Whether the form was opened on this server, long enough ago for a person and not hours ago. */
function startedByAPerson(ctx: AppContext, token: string): boolean {
  const payload = verifyPayload<FormPayload>(ctx.keys.challenge, token);
  if (payload?.k !== "form" || !Number.isFinite(payload.t)) return false;
  const elapsed = ctx.now().getTime() - payload.t;
  return elapsed >= FORM_MIN_FILL_MS && elapsed <= FORM_MAX_AGE_MS;
}

/**
 * The registration form's bot checks, before any other: honeypot, signed form start, signed
 * single-use math challenge (a right answer uses it up, whatever happens next). Every failure is
 * the same refusal, so a bot cannot learn which check fired (decision 081).
 */
export async function passBotChecks(
  ctx: AppContext,
  form: { honeypot: string; formStartTime: string; mathChallenge: string; mathAnswer: string },
): Promise<void> {
  const passed =
    form.honeypot.trim() === "" &&
    startedByAPerson(ctx, form.formStartTime) &&
    (await checkMathAnswer(ctx, ctx.db, form.mathChallenge, form.mathAnswer)) === "right";
  if (!passed) {
    throw new AppError("VALIDATION_ERROR", authMessages.registrationRefused, { field: "mathAnswer" });
  }
}
