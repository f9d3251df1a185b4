import type { FastifyInstance } from "fastify";
import type { Lifecycle } from "../lib/lifecycle.js";
import { sendServiceUnavailable } from "./errors.js";

/** What a client refused during shutdown is told to wait before trying again (another node, by then). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

/**
 * Tracks every response in flight and, once the node is closing, refuses new requests with 503
 * SERVICE_UNAVAILABLE in the envelope (replacing Fastify's own 503, which is not) and closes
 * their connection, so a keep-alive client moves to another node.
 */
export function registerShutdownGate(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.server.on("request", (_req, res) => lifecycle.track(res));
  // A callback hook, not an async one: every request passes here, and a promise each costs.
  app.addHook("onRequest", (_request, reply, done) => {
    if (lifecycle.phase !== "closing") return done();
    reply.header("connection", "close");
    void sendServiceUnavailable(reply, SHUTDOWN_RETRY_AFTER_SECONDS, {
      message: "The server is shutting down",
      hint: "Please try again in a few seconds.",
    });
  });
}
