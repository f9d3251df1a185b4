import { passwordResetEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = passwordResetEndpoints.check;

/** POST /api/auth/reset-password/check: whether a link works, or 404 AUTH_RESET_LINK_INVALID. */
export function checkResetLink(token: string) {
  return callEndpoint(endpoint, { body: { token } });
}

/**
 * The link's check, once per visit: the token is a secret, so it travels in a POST body and is
 * kept out of the query cache's key (`keyOf(endpoint)`: one link per page), and dropped when the page goes.
 */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: keyOf(endpoint),
    queryFn: () => checkResetLink(token),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
