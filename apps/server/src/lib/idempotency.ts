import { and, eq, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema/index.js";
import { AppError } from "./app-error.js";

/** The header a client sends to make a create call safe to retry. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** How long a key is remembered; a retry comes within minutes, this leaves a wide margin. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

// Printable ASCII, as the IETF draft and common APIs use (UUIDs, ULIDs, random strings).
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's Idempotency-Key, or undefined when it sent none. A malformed key is a 422 naming
 * the header, never silently ignored (the client believes its retry is safe).
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !KEY_PATTERN.test(value)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 1 to 200 printable ASCII characters", {
      field: "Idempotency-Key",
    });
  }
  return value;
}

export interface IdempotencyScope {
  userId: string;
  /** The operation ("applications.create"): one key may be reused across operations. */
  scope: string;
  key: string;
}

/** The record a key already created, if the same user sent it for the same operation before. */
export async function findIdempotentResult(db: Db, scope: IdempotencyScope): Promise<string | undefined> {
  const [row] = await db
    .select({ resourceId: idempotencyKeys.resourceId })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, scope.userId),
        eq(idempotencyKeys.scope, scope.scope),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  return row?.resourceId;
}

/**
 * Records that `scope` created `resourceId`, in the transaction that created it. Returns false
 * when a concurrent call with the same key got there first: the caller rolls back its own
 * record and answers with that call's.
 */
export async function rememberIdempotentResult(
  tx: Db,
  scope: IdempotencyScope,
  resourceId: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, resourceId })
    .onConflictDoNothing()
    .returning({ resourceId: idempotencyKeys.resourceId });
  return inserted.length > 0;
}

/** Forgets keys past their lifetime (run by the periodic sweep). */
export async function sweepIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** Thrown inside a create transaction when another call with the same key won: rolls it back. */
export class IdempotentReplay extends Error {
  constructor(readonly resourceId: string) {
    super("idempotent replay");
    this.name = "IdempotentReplay";
  }
}

/**
 * Runs a create once per key: with no key, just `create`. With a key seen before, answers the
 * first result (`load`) without creating. Otherwise `create` runs in a transaction that also
 * records the key; a concurrent call with the same key that commits first makes this one roll
 * back and answer that call's result, whether its own create got as far as the key or was refused
 * on the way by the record the other call made.
 */
export async function createOnce<T extends { id: string }>(
  db: Db,
  scope: IdempotencyScope | undefined,
  create: (tx: Db) => Promise<T>,
  load: (resourceId: string) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (!scope) return { result: await db.transaction(create), replayed: false };
  const earlier = await findIdempotentResult(db, scope);
  if (earlier) return { result: await load(earlier), replayed: true };
  try {
    const result = await db.transaction(async (tx) => {
      const created = await create(tx);
      if (!(await rememberIdempotentResult(tx, scope, created.id))) {
        const winner = await findIdempotentResult(tx, scope);
        // The key is taken but its record not visible: never answer with this rolled-back one.
        if (!winner)
          throw new AppError("CONFLICT", "A request with this Idempotency-Key is still in progress");
        throw new IdempotentReplay(winner);
      }
      return created;
    });
    return { result, replayed: false };
  } catch (err) {
    if (err instanceof IdempotentReplay) return { result: await load(err.resourceId), replayed: true };
    // A refusal of this call's own create (a rule that the winner's record now breaks: a limit, a
    // duplicate) may be the race with a call of the same key, which committed meanwhile: the
    // retry answers as that call did.
    const winner = await findIdempotentResult(db, scope);
    if (winner) return { result: await load(winner), replayed: true };
    throw err;
  }
}
