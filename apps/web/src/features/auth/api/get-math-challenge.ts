import { authEndpoints, type MathChallenge } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.mathChallenge;

/** GET /api/auth/math-challenge: a signed, single-use problem for the registration form. */
export function getMathChallenge(signal?: AbortSignal): Promise<MathChallenge> {
  return callEndpoint(endpoint, { signal });
}

/**
 * A challenge is used up by one registration attempt, so it is never reused from the cache and
 * never swapped behind the visitor's back (no refetch on focus while they type the answer).
 */
export function mathChallengeQueryOptions() {
  return queryOptions({
    queryKey: [endpoint.path],
    queryFn: ({ signal }) => getMathChallenge(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The current challenge; `refetch()` fetches a new problem. */
export function useMathChallenge() {
  return useQuery(mathChallengeQueryOptions());
}
