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
  // access
  "AUTH_REQUIRED",
  "AUTH_INVALID_CREDENTIALS",
  "AUTH_SESSION_EXPIRED",
  "AUTH_ACCOUNT_DISABLED",
  "AUTH_INVITATION_INVALID",
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
  // server state
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The HTTP status each server-side code is sent with. */
export const errorStatus = {
  REQUEST_FAILED: 500,
  INVALID_RESPONSE: 500,
  RESPONSE_VALIDATION_ERROR: 200,
  NETWORK_ERROR: 0,
  UNKNOWN_ERROR: 0,
  CSRF_NOT_READY: 403,
  VALIDATION_ERROR: 422,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // The uploaded file's bytes are not one of the accepted types (the request itself was fine).
  UNSUPPORTED_FILE_TYPE: 415,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_SESSION_EXPIRED: 401,
  AUTH_ACCOUNT_DISABLED: 403,
  AUTH_INVITATION_INVALID: 404,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  CSRF_TOKEN_MISSING: 403,
  CSRF_TOKEN_INVALID: 403,
  RATE_LIMITED: 429,
  PLAN_LIMIT_REACHED: 403,
  COOLING_PERIOD: 403,
  COMMUNITY_SUSPENDED: 403,
  COMMUNITY_DAILY_LIMIT: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;

/** Fixed client-side messages of spec part 1 §8. */
export const clientErrorMessages = {
  INVALID_RESPONSE: "Invalid JSON response from server",
  RESPONSE_VALIDATION_ERROR: "API response does not match expected schema",
  NETWORK_ERROR: "Network request failed",
  UNKNOWN_ERROR: "An unexpected error occurred",
  CSRF_NOT_READY: "CSRF protection not ready",
  CSRF_TOKEN_RESPONSE_INVALID: "Invalid CSRF token response",
  CSRF_TOKEN_FETCH_FAILED: "Failed to obtain CSRF token",
} as const;

/** True for codes the spec counts as authentication errors (part 1 §6). */
export function isAuthErrorCode(code: string | undefined, status: number | undefined): boolean {
  return (code?.startsWith("AUTH_") ?? false) || status === 401;
}

/** True for codes the spec counts as validation errors (part 1 §6). */
export function isValidationErrorCode(code: string | undefined, status: number | undefined): boolean {
  return code === "VALIDATION_ERROR" || status === 422;
}
