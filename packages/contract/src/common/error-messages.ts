import type { ErrorCode } from "./error-codes.js";

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
  IDEMPOTENCY_KEY_REUSED: 422,
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_SESSION_EXPIRED: 401,
  AUTH_ACCOUNT_DISABLED: 403,
  AUTH_INVITATION_INVALID: 404,
  AUTH_RESET_LINK_INVALID: 404,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  CSRF_TOKEN_MISSING: 403,
  CSRF_TOKEN_INVALID: 403,
  RATE_LIMITED: 429,
  PLAN_LIMIT_REACHED: 403,
  COOLING_PERIOD: 403,
  COMMUNITY_SUSPENDED: 403,
  COMMUNITY_DAILY_LIMIT: 429,
  EMAIL_NOT_VERIFIED: 403,
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
