import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from "fastify";
import { AppError } from "../lib/app-error.js";
import { ConcurrencyLimit } from "../lib/concurrency-limit.js";
import type { EventLoopPressure } from "../lib/event-loop-pressure.js";
import { sendServiceUnavailable } from "./errors.js";

/** How long a client whose expensive request was refused is asked to wait: an export takes seconds. */
export const EXPENSIVE_RETRY_AFTER_SECONDS = 10;

/** How long a request shed under event-loop delay is asked to wait: a late loop catches up fast. */
export const PRESSURE_RETRY_AFTER_SECONDS = 2;

/** A route by its contract endpoint's method and path (`{id}` placeholders). */
export interface RouteName {
  method: string;
  path: string;
}

/**
 * Bounds how many of the named routes run at once (decision 079): a user past their own limit gets
 * 429 RATE_LIMITED, anyone past the node's gets 503 SERVICE_UNAVAILABLE, both with Retry-After. A
 * turn is taken once the caller is known (after the access check, before the body is read) and
 * given back when the response closes, finished or cut. Registered before the routes it names.
 */
export function limitExpensiveRoutes(
  app: FastifyInstance,
  limits: { perNode: number; perUser: number },
  routes: readonly RouteName[],
): void {
  const limit = new ConcurrencyLimit(limits);
  const named = new Set(routes.map((route) => routeKey(route.method, fastifyPath(route.path))));
  const takeTurn: preHandlerHookHandler = (request, reply, done) => {
    const turn = limit.enter(request.actor?.userId ?? request.ip);
    if (turn === "user-busy") {
      return done(
        new AppError("RATE_LIMITED", `You already have ${limits.perUser} of these running.`, {
          hint: "Wait for one to finish, then try again.",
          retryAfterSeconds: EXPENSIVE_RETRY_AFTER_SECONDS,
        }),
      );
    }
    if (turn === "node-busy") {
      void sendServiceUnavailable(reply, EXPENSIVE_RETRY_AFTER_SECONDS, {
        message: "The server is busy with other exports and imports",
        hint: "Please try again in a few seconds.",
      });
      return;
    }
    reply.raw.once("close", turn);
    done();
  };
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => named.has(routeKey(method, route.url)))) return;
    const own = route.preHandler;
    route.preHandler = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), takeTurn];
  });
}

/**
 * Sheds every request but the health checks with 503 while the event loop runs late, before any
 * work is done for it. Every request passes here: one flag is read, the rest only when shedding.
 */
export function shedUnderPressure(app: FastifyInstance, pressure: EventLoopPressure): void {
  const shed: onRequestHookHandler = (request, reply, done) => {
    if (!pressure.overloaded || request.url.startsWith("/api/health/")) return done();
    void sendServiceUnavailable(reply, PRESSURE_RETRY_AFTER_SECONDS, {
      message: "The server is overloaded",
      hint: "Please try again in a few seconds.",
    });
  };
  app.addHook("onRequest", shed);
}

const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
