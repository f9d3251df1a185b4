import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { idempotencyKeys } from "../db/schema/index.js";
import { AppError } from "./app-error.js";

/** The header a client sends to make a create call safe to retry. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * How long a key is remembered at least (the sweep forgets it after): a retry comes within
 * minutes, and a day is what Stripe keeps and what clients built against it expect.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

// Printable ASCII, as the IETF draft and common APIs use (UUIDs, ULIDs, random strings).
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * A client's Idempotency-Key bound to the request it came with: the hash of the request, then the
 * key. It travels as a string through the services (which only hand it on to `createOnce`), so
 * every caller compares the request without knowing how.
 */
export type IdempotencyKey = string & { readonly __boundToRequest: true };

// A base64url SHA-256 and its separator lead every IdempotencyKey.
const HASH_LENGTH = 43;

/**
 * The request's Idempotency-Key, bound to the request, or undefined when it sent none. A
 * malformed key is a 422 naming the header, never silently ignored (the client believes its
 * retry is safe).
 */
export function idempotencyKeyOf(request: FastifyRequest): IdempotencyKey | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !KEY_PATTERN.test(value)) {
    throw new AppError("VALIDATION_ERROR", "Idempotency-Key must be 1 to 200 printable ASCII characters", {
      field: "Idempotency-Key",
    });
  }
  return `${requestHashOf(request)}:${value}` as IdempotencyKey;
}

/**
 * What makes two requests the same for a key (as Stripe compares them): the method, the route
 * and its parameters, the query, the acting user and the body as validated, with object keys in
 * one order so a client that writes its JSON in another order still matches.
 */
function requestHashOf(request: FastifyRequest): string {
  const fingerprint = canonicalJson([
    request.method,
    request.routeOptions.url ?? "",
    request.params ?? null,
    request.query ?? null,
    request.actor?.userId ?? null,
    // Undefined for an upload: its parts are read by the handler.
    request.body ?? null,
  ]);
  return createHash("sha256").update(fingerprint).digest("base64url");
}

/** JSON with every object's keys sorted. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_name, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The key and the request hash an IdempotencyKey carries. */
function unbound(key: string): { key: string; requestHash: string } {
  if (key[HASH_LENGTH] !== ":") throw new Error("An Idempotency-Key must come from idempotencyKeyOf");
  return { requestHash: key.slice(0, HASH_LENGTH), key: key.slice(HASH_LENGTH + 1) };
}

export interface IdempotencyScope {
  userId: string;
  /** The operation ("applications.create"): one key may be reused across operations. */
  scope: string;
  /** As `idempotencyKeyOf` gave it (an IdempotencyKey). */
  key: string;
}

interface StoredScope {
  userId: string;
  scope: string;
  key: string;
  requestHash: string;
}

interface EarlierResult {
  resourceId: string;
  /** Null for a key kept before requests were compared. */
  requestHash: string | null;
}

/** What a key already created, if the same user sent it for the same operation before. */
async function findEarlier(db: Db, scope: StoredScope): Promise<EarlierResult | undefined> {
  const [row] = await db
    .select({ resourceId: idempotencyKeys.resourceId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, scope.userId),
        eq(idempotencyKeys.scope, scope.scope),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  return row;
}

/**
 * The record to answer a retry with; a key sent before with another request is refused, as
 * Stripe does: answering the first record would tell the client its new request was done.
 */
function replayOf(earlier: EarlierResult, scope: StoredScope): string {
  if (earlier.requestHash !== null && earlier.requestHash !== scope.requestHash) {
    throw new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key was already used for a different request; send a new key for a new request",
      { field: "Idempotency-Key" },
    );
  }
  return earlier.resourceId;
}

/**
 * Records that `scope` created `resourceId`, in the transaction that created it. Returns false
 * when a concurrent call with the same key got there first: the caller rolls back its own
 * record and answers with that call's.
 */
async function rememberResult(tx: Db, scope: StoredScope, resourceId: string): Promise<boolean> {
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
 * first result (`load`) without creating, or 422 when the key came with another request.
 * Otherwise `create` runs in a transaction that also records the key; a concurrent call with the
 * same key that commits first makes this one roll back and answer that call's result, whether its
 * own create got as far as the key or was refused on the way by the record the other call made.
 */
export async function createOnce<T extends { id: string }>(
  db: Db,
  given: IdempotencyScope | undefined,
  create: (tx: Db) => Promise<T>,
  load: (resourceId: string) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (!given) return { result: await db.transaction(create), replayed: false };
  const scope: StoredScope = { userId: given.userId, scope: given.scope, ...unbound(given.key) };
  const earlier = await findEarlier(db, scope);
  if (earlier) return { result: await load(replayOf(earlier, scope)), replayed: true };
  try {
    const result = await db.transaction(async (tx) => {
      const created = await create(tx);
      if (!(await rememberResult(tx, scope, created.id))) {
        const winner = await findEarlier(tx, scope);
        // The key is taken but its record not visible: never answer with this rolled-back one.
        if (!winner)
          throw new AppError("CONFLICT", "A request with this Idempotency-Key is still in progress");
        throw new IdempotentReplay(replayOf(winner, scope));
      }
      return created;
    });
    return { result, replayed: false };
  } catch (err) {
    if (err instanceof IdempotentReplay) return { result: await load(err.resourceId), replayed: true };
    // A refusal of this call's own create (a rule that the winner's record now breaks: a limit, a
    // duplicate) may be the race with a call of the same key, which committed meanwhile: the
    // retry answers as that call did.
    const winner = await findEarlier(db, scope);
    if (winner) return { result: await load(replayOf(winner, scope)), replayed: true };
    throw err;
  }
}
