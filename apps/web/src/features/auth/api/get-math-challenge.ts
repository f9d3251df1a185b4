import { authEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions, singleUseAnswer } from "@/lib/endpoint-query";

/**
 * GET /api/auth/math-challenge: a signed, single-use problem for the registration form; `refetch()`
 * fetches a new one. A challenge is used up by one registration attempt, so it is never reused from
 * the cache and never swapped behind the visitor's back (no refetch on focus while they type the answer).
 */
export function useMathChallenge() {
  return useQuery({ ...endpointQueryOptions(authEndpoints.mathChallenge), ...singleUseAnswer });
}
