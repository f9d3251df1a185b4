import { healthEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/unavailable.js";
import { AppError } from "../../lib/app-error.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";

// Readiness must flip within 2 s of the database going away; a probe waits at most this long.
const READY_TIMEOUT_MS = 1_000;

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  registerEndpoint(app, healthEndpoints.live, { access: "public" }, () => ({
    status: "ok" as const,
    uptimeSeconds: Math.round(process.uptime()),
  }));

  registerEndpoint(app, healthEndpoints.ready, { access: "public" }, async ({ request }) => {
    const started = performance.now();
    try {
      await database.ping(READY_TIMEOUT_MS);
    } catch (err) {
      request.log.warn({ err: err instanceof Error ? err.message : String(err) }, "readiness check failed");
      throw new AppError("SERVICE_UNAVAILABLE", "The database is not reachable", {
        hint: "The service will recover by itself once the database answers again.",
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
      });
    }
    return {
      status: "ok" as const,
      database: { driver: database.driver, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
    };
  });
}
