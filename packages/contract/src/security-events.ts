import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";

/**
 * What the server refused, as counted for the admin console (decision 025):
 * - `authorization_denied`: a route or record the actor may not reach (403, or 404 from a refused record check);
 * - `csrf_rejected`: a write without a valid CSRF token, or marked cross-site / from a foreign origin;
 * - `sign_in_throttled`: a sign-in refused by the failed-sign-in throttles;
 * - `throttled`: any other throttle (registration, invitations, team code, password change);
 * - `socket_refused`: a realtime socket refused (bad token, foreign origin, over capacity).
 */
export const SecurityEventKindSchema = z.enum([
  "authorization_denied",
  "csrf_rejected",
  "sign_in_throttled",
  "throttled",
  "socket_refused",
]);
export type SecurityEventKind = z.infer<typeof SecurityEventKindSchema>;

/** How the admin console names each kind. */
export const securityEventLabels: Record<SecurityEventKind, string> = {
  authorization_denied: "Access denied",
  csrf_rejected: "CSRF / cross-site refused",
  sign_in_throttled: "Sign-ins throttled",
  throttled: "Other throttles",
  socket_refused: "Sockets refused",
};

export const SecurityEventCountsSchema = z.object({
  /** When the counts were read (server clock). */
  generatedAt: z.string(),
  /** One row per kind, in the enum's order, with its count over each window (every node, every restart). */
  counts: z.array(
    z.object({
      kind: SecurityEventKindSchema,
      lastHour: z.number().int().min(0),
      last24Hours: z.number().int().min(0),
    }),
  ),
});
export type SecurityEventCounts = z.infer<typeof SecurityEventCountsSchema>;

export const securityEventEndpoints = {
  counts: defineEndpoint({
    method: "GET",
    path: "/api/admin/security-events/counts",
    summary: "Refusals (security events) by kind over the last hour and the last 24 hours (admins)",
    tags: ["security-events"],
    response: SecurityEventCountsSchema,
  }),
} as const;
