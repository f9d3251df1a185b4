import type { FastifyInstance } from "fastify";
import type { Lifecycle } from "../lib/lifecycle.js";
import { sendServiceUnavailable } from "./errors.js";

/** What a client refused during shutdown is told to wait before trying again (another node, by then). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/**
 * Tracks every response in flight. Once the node is draining, every response closes its
 * connection (`Connection: close`), so a keep-alive client opens its next one elsewhere instead
 * of finding its idle socket cut at close; once closing, new requests are refused with 503
 * SERVICE_UNAVAILABLE in the envelope (replacing Fastify's own 503, which is not).
 */
export function registerShutdownGate(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.server.on("request", (_req, res) => lifecycle.track(res));
  // A callback hook, not an async one: every request passes here, and a promise each costs.
  app.addHook("onRequest", (_request, reply, done) => {
    if (lifecycle.phase === "serving") return done();
    reply.header("connection", "close");
    if (lifecycle.phase === "draining") return done();
    void sendServiceUnavailable(reply, SHUTDOWN_RETRY_AFTER_SECONDS, {
      message: "The server is shutting down",
      hint: "Please try again in a few seconds.",
    });
  });
}

/**
 * The method and route template of each response still in flight ("GET /api/students/:id"): what
 * a shutdown that ran out of time cut, without a query's or an id's values.
 */
export function responsesInFlight(app: FastifyInstance, lifecycle: Lifecycle): string[] {
  return lifecycle.responsesInFlight().map(({ req }) => {
    const method = req.method ?? "?";
    const path = (req.url ?? "").split("?")[0] ?? "";
    const route = app.findRoute({ method: method as "GET", url: path });
    return `${method} ${route ? routeTemplate(path, route.params as Record<string, string>) : "(no route)"}`;
  });
}

/** The path with each parameter's value put back as its name, a wildcard's as `*`. */
function routeTemplate(path: string, params: Record<string, string>): string {
  const wildcard = params["*"];
  const fixed = wildcard && path.endsWith(wildcard) ? `${path.slice(0, -wildcard.length)}*` : path;
  const names = new Map(
    Object.entries(params).flatMap(([name, value]) => (name === "*" ? [] : [[value, name]])),
  );
  return fixed
    .split("/")
    .map((segment) => {
      const name = names.get(safeDecode(segment));
      return name === undefined ? segment : `:${name}`;
    })
    .join("/");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
