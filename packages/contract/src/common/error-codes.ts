import { z } from "zod";

/**
 * Every error code the product speaks. The first group is produced by the browser's
 * request wrapper (spec part 1 §8); the rest come from the server.
 */
export const ErrorCodeSchema = z.enum([
  // client-side request wrapper
  "REQUEST_FAILED",
  "INVALID_RESPONSE",
  "RESPONSE_VALIDATION_ERROR",
  "NETWORK_ERROR",
  "UNKNOWN_ERROR",
  "CSRF_NOT_READY",
  // request shape
  "VALIDATION_ERROR",
  "BAD_REQUEST",
  "PAYLOAD_TOO_LARGE",
  "URI_TOO_LONG",
  "HEADERS_TOO_LARGE",
  "REQUEST_TIMEOUT",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNSUPPORTED_FILE_TYPE",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  // an Idempotency-Key sent again with a different request
  "IDEMPOTENCY_KEY_REUSED",
  // access
  "AUTH_REQUIRED",
  "AUTH_INVALID_CREDENTIALS",
  "AUTH_SESSION_EXPIRED",
  "AUTH_ACCOUNT_DISABLED",
  "AUTH_INVITATION_INVALID",
  // a password-reset link unknown, expired or used
  "AUTH_RESET_LINK_INVALID",
  "FORBIDDEN",
  "CROSS_SITE_REQUEST",
  "CSRF_TOKEN_MISSING",
  "CSRF_TOKEN_INVALID",
  "RATE_LIMITED",
  // the student's plan does not allow this (details: limit, max, planName, upgradePath)
  "PLAN_LIMIT_REACHED",
  // community writing refused (decision 044): details.secondsLeft / details.until
  "COOLING_PERIOD",
  "COMMUNITY_SUSPENDED",
  "COMMUNITY_DAILY_LIMIT",
  // applying refused until the student confirms their email address (an admin's setting)
  "EMAIL_NOT_VERIFIED",
  // server state
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

// The statuses and messages live apart from the schema: the browser's first page uses them without Zod.
export * from "./error-messages.js";
