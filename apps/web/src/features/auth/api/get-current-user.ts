import { authEndpoints, type SessionUser } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { clearAuthToken, readAuthToken } from "@/lib/auth-token";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = authEndpoints.me;

/** The key of the session query; the session provider writes it on login and logout. */
export const currentUserQueryKey = keyOf(endpoint);

/**
 * GET /api/auth/me. Without a stored token there is nobody to ask about, so no request is made;
 * a 401 means the stored token is dead and it is forgotten (spec part 1 §4 Session).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser | null> {
  if (!readAuthToken()) return null;
  try {
    return await callEndpoint(endpoint, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearAuthToken();
      return null;
    }
    throw error;
  }
}

/** Query options of the session: `null` means signed out. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });
}

/** The raw session query; pages use useSession() instead. */
export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
