import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";

export const LivenessSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });
export type Liveness = z.infer<typeof LivenessSchema>;

export const ReadinessSchema = z.object({
  status: z.literal("ok"),
  database: z.object({ driver: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  /** Parts that are down while the node still serves correctly: "redis" = per-node throttles and realtime. */
  degraded: z.array(z.enum(["redis"])),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const healthEndpoints = {
  live: defineEndpoint({
    method: "GET",
    path: "/api/health/live",
    summary: "The process is up",
    tags: ["health"],
    response: LivenessSchema,
  }),
  ready: defineEndpoint({
    method: "GET",
    path: "/api/health/ready",
    summary: "The database answers and the node is not shutting down; 503 SERVICE_UNAVAILABLE otherwise",
    tags: ["health"],
    response: ReadinessSchema,
  }),
} as const;
