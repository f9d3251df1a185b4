import type { SessionUser } from "@meridian/contract";
import type { FastifyRequest } from "fastify";
import { type Actor, actorOf } from "./actor.js";
import { AppError } from "./app-error.js";

/** Where a request came from, for audit events and throttling. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

/**
 * Who acts and from where, as one value: what a service takes when it records what it did (audit
 * events) or throttles by address, besides deciding by the actor. Built once per request by
 * `requestContextOf`; a job or the seed builds its own.
 */
export interface RequestContext {
  actor: Actor;
  origin: RequestOrigin;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account as the user is shown it (no secrets); set beside `actor`. */
    account: SessionUser | null;
  }
}

/** Where a request came from (the client address honours TRUST_PROXY only). */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : null };
}

/** The actor and origin of a request whose route requires a signed-in user. */
export function requestContextOf(request: FastifyRequest): RequestContext {
  return { actor: actorOf(request), origin: originOf(request) };
}

/**
 * The bearer token of a request, if it carries one: `Bearer <token>`, the scheme in any case, the
 * token up to the next space. Read on every signed-in request, so it slices rather than splits.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.charCodeAt(6) !== 32 || header.slice(0, 6).toLowerCase() !== "bearer") return undefined;
  const end = header.indexOf(" ", 7);
  return header.slice(7, end === -1 ? undefined : end).trim() || undefined;
}

/** The signed-in account of a request whose route requires one. */
export function accountOf(request: FastifyRequest): SessionUser {
  if (!request.account) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
  return request.account;
}
