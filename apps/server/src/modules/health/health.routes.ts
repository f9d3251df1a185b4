import { healthEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../lib/database-errors.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { SHUTDOWN_RETRY_AFTER_SECONDS } from "../../plugins/shutdown.js";

// Readiness must flip within 2 s of the database going away; a probe waits at most this long.
const READY_TIMEOUT_MS = 1_000;

function unavailable(message: string, hint: string, retryAfterSeconds: number): AppError {
  return new AppError("SERVICE_UNAVAILABLE", message, {
    hint,
    retryAfterSeconds,
    details: { retryAfterSeconds },
  });
}

/**
 * Liveness (the process answers) and readiness (the database answers, the node is not shutting
 * down; a lost Redis is reported in `degraded` but keeps the node ready).
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, lifecycle, redis } = ctx;
  // Probes, answered in a few dozen bytes: under the compression threshold.
  const probe = { access: "public", compress: false } as const;
  registerEndpoint(app, healthEndpoints.live, probe, () => ({
    status: "ok" as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  registerEndpoint(app, healthEndpoints.ready, probe, async ({ request }) => {
    if (lifecycle.phase !== "serving") {
      throw unavailable(
        "The server is shutting down",
        "Send traffic to another node.",
        SHUTDOWN_RETRY_AFTER_SECONDS,
      );
    }
    const started = performance.now();
    try {
      await database.ping(READY_TIMEOUT_MS);
    } catch (err) {
      request.log.warn({ err: err instanceof Error ? err.message : String(err) }, "readiness check failed");
      throw unavailable(
        "The database is not reachable",
        "The service will recover by itself once the database answers again.",
        DATABASE_RETRY_AFTER_SECONDS,
      );
    }
    return {
      status: "ok" as const,
      database: { driver: database.driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
      // Without Redis the node still serves correctly (per-node throttles, local realtime): it stays in rotation.
      degraded: redis && !redis.available ? ["redis" as const] : [],
    };
  });
}
