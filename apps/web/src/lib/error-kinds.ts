import { isAuthErrorCode, isValidationErrorCode } from "@meridian/contract";

interface ErrorShape {
  code?: string;
  status?: number;
}

// Errors thrown outside the API client (a bug, a cancelled import) carry neither field.
function readShape(error: unknown): ErrorShape {
  if (typeof error !== "object" || error === null) return {};
  const { code, status } = error as Record<string, unknown>;
  return {
    code: typeof code === "string" ? code : undefined,
    status: typeof status === "number" ? status : undefined,
  };
}

/** Authentication error per spec part 1 §6: a code starting with AUTH_ or status 401. */
export function isAuthError(error: unknown): boolean {
  const { code, status } = readShape(error);
  return isAuthErrorCode(code, status);
}

/** Validation error per spec part 1 §6: code VALIDATION_ERROR or status 422. */
export function isValidationError(error: unknown): boolean {
  const { code, status } = readShape(error);
  return isValidationErrorCode(code, status);
}

/** Any other client error (4xx): retrying would get the same answer. */
export function isClientError(error: unknown): boolean {
  const { status } = readShape(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Too many requests (code RATE_LIMITED, status 429): the same request may pass later. */
export function isRateLimited(error: unknown): boolean {
  const { code, status } = readShape(error);
  return code === "RATE_LIMITED" || status === 429;
}
