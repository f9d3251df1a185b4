import { checkAccess, type RouteAccess, type SessionUser } from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../lib/actor.js";
import { AppError } from "../lib/app-error.js";
import type { AppContext, RequestOrigin } from "../lib/context.js";
import { thenMaybe } from "../lib/maybe-promise.js";
import { authenticateActor, sessionCacheOf } from "../modules/auth/session.service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account as the user is shown it (no secrets); set beside `actor`. */
    account: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Reachable by an account that still has to replace its temporary password. */
    allowTemporaryPassword?: boolean;
  }
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

/** Where a request came from (the client address honours TRUST_PROXY only). */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : null };
}

/**
 * Resolves the bearer token and enforces the route's declared access before anything else runs,
 * leaving the request's `actor` for the services and its `account` for /api/auth/me. Public
 * routes never look the session up (a signed-in user's searches would each pay a query). An `/api`
 * route that declares no access is refused to everyone: forgetting the declaration must not
 * publish a route.
 */
export function registerAuthSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest("actor", null);
  app.decorateRequest("account", null);
  sessionCacheOf(ctx).onFlushError = (err) =>
    app.log.warn({ err }, "last-seen times not written: kept for the next try");
  // A callback hook, and the session answered from the node's cache without a promise: this runs
  // before every signed-in request (decision 059).
  app.addHook("onRequest", (request, _reply, done) => {
    // Read once: Fastify builds the route's options afresh on every read.
    const { config, url } = request.routeOptions;
    const access = config?.access;
    if (access === "public") return done();
    if (access === undefined) {
      // The web app, its assets, /ws (its own handshake) and unknown URLs (404) declare none.
      if (request.is404 || !url?.startsWith("/api/")) return done();
      request.log.error({ route: url }, "route declares no access: refused");
      throw new AppError("FORBIDDEN", "You do not have access to this resource.");
    }
    const token = bearerToken(request);
    if (!token) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
    const admitted = thenMaybe(authenticateActor(ctx, token), ({ actor, account }) => {
      // Known before the checks below, so a refusal is recorded against who was refused.
      request.actor = actor;
      if (account.mustChangePassword && !config?.allowTemporaryPassword) {
        throw new AppError("FORBIDDEN", "Please change your temporary password first.", {
          hint: "Choose your own password in Settings before continuing.",
        });
      }
      if (checkAccess(actor, access) !== "allowed") {
        throw new AppError("FORBIDDEN", "You do not have access to this resource.");
      }
      request.account = account;
    });
    if (admitted instanceof Promise) admitted.then(() => done(), done);
    else done();
  });
}

/** The signed-in account of a request whose route requires one. */
export function accountOf(request: FastifyRequest): SessionUser {
  if (!request.account) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
  return request.account;
}

/**
 * The actor of a public route's request that carries a bearer token (a signed-in visitor), else
 * null. Public routes do not look the session up; the few that treat signed-in callers
 * differently (the support form knows them by their account) ask here. A token that no longer
 * signs in answers 401 as on any signed-in route, so the app learns its session ended.
 */
export async function optionalActorOf(ctx: AppContext, request: FastifyRequest): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return (await authenticateActor(ctx, token)).actor;
}
