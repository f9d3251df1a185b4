import { retryPolicy } from "@meridian/contract";
import { isAuthError, isClientError, isValidationError } from "./error-kinds";

/** True when a failed fetch is worth another attempt (spec part 1 §9): never for auth, validation or 4xx. */
export function isRetryableError(error: unknown): boolean {
  return !isAuthError(error) && !isValidationError(error) && !isClientError(error);
}

/**
 * TanStack Query `retry` callback: `failureCount` is the number of retries already made,
 * so with the default limit the request runs at most 1 + 3 times.
 */
export function shouldRetryRequest(
  failureCount: number,
  error: unknown,
  maxRetries: number = retryPolicy.maxRetries,
): boolean {
  return failureCount < maxRetries && isRetryableError(error);
}

/** A `retry` callback with another limit (universities use 2, staff 1: spec part 2 §9). */
export function retryUpTo(maxRetries: number): (failureCount: number, error: Error) => boolean {
  return (failureCount, error) => shouldRetryRequest(failureCount, error, maxRetries);
}

/** Delay before retry number `attemptIndex + 1`: 1 s, doubling, capped at 30 s. */
export function getRetryDelay(attemptIndex: number): number {
  return Math.min(retryPolicy.initialDelayMs * 2 ** attemptIndex, retryPolicy.maxDelayMs);
}

/** Spread into useQuery options for the spec's "data fetch with retry". */
export const retryingQueryOptions = {
  retry: (failureCount: number, error: unknown) => shouldRetryRequest(failureCount, error),
  retryDelay: getRetryDelay,
} as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `operation`, retrying with the same rules outside TanStack Query. */
export async function withRetry<T>(
  operation: () => Promise<T>,
  options: { maxRetries?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const { maxRetries = retryPolicy.maxRetries, wait = sleep } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await operation();
    } catch (error) {
      if (!shouldRetryRequest(attempt, error, maxRetries)) throw error;
      await wait(getRetryDelay(attempt));
    }
  }
}
