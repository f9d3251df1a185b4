import { checkAccess, type RouteAccess, type SessionUser } from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../lib/actor.js";
import { AppError } from "../lib/app-error.js";
import { type MaybePromise, thenMaybe } from "../lib/maybe-promise.js";
import { bearerToken } from "../lib/request-context.js";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Reachable by an account that still has to replace its temporary password. */
    allowTemporaryPassword?: boolean;
  }
  interface FastifyInstance {
    /** The session lookup `registerAuthSession` was handed (read by `optionalActorOf`). */
    sessionLookup: SessionLookup;
  }
}

/**
 * What the access hook needs from the sign-in feature. app.ts hands it in from modules/auth: a
 * plugin sits below the modules and imports none of them.
 */
export interface SessionLookup {
  /** The actor and account a bearer token signs in; without a promise when the node's cache answers. */
  authenticate(token: string): MaybePromise<{ actor: Actor; account: SessionUser }>;
  /** Takes the function the lookup calls when it could not write last-seen times. */
  reportFlushErrors(report: (err: unknown) => void): void;
}

/**
 * Resolves the bearer token and enforces the route's declared access before anything else runs,
 * leaving the request's `actor` for the services and its `account` for /api/auth/me. Public
 * routes never look the session up (a signed-in user's searches would each pay a query). An `/api`
 * route that declares no access is refused to everyone: forgetting the declaration must not
 * publish a route.
 */
export function registerAuthSession(app: FastifyInstance, session: SessionLookup): void {
  app.decorateRequest("actor", null);
  app.decorateRequest("account", null);
  app.decorate("sessionLookup", session);
  session.reportFlushErrors((err) =>
    app.log.warn({ err }, "last-seen times not written: kept for the next try"),
  );
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
    const admitted = thenMaybe(session.authenticate(token), ({ actor, account }) => {
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

/**
 * The actor of a public route's request that carries a bearer token (a signed-in visitor), else
 * null. Public routes do not look the session up; the few that treat signed-in callers
 * differently (the support form knows them by their account) ask here. A token that no longer
 * signs in answers 401 as on any signed-in route, so the app learns its session ended.
 */
export async function optionalActorOf(request: FastifyRequest): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return (await request.server.sessionLookup.authenticate(token)).actor;
}
