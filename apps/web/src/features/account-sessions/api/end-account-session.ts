import { accountSessionEndpoints, authEndpoints, type EndpointData } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = accountSessionEndpoints.end;

/** DELETE /api/users/sessions/{id}: that device is signed out at once, on every server. */
export function endAccountSession(id: string): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { params: { id } });
}

/**
 * Ends one session and lists them again. Ending this device's own signs this browser out: the
 * session is asked again, which finds the token dead and forgets it (the pages then send the
 * visitor to sign in).
 */
export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    onSuccess: async ({ signedOut }) => {
      if (signedOut) await queryClient.invalidateQueries({ queryKey: keyOf(authEndpoints.me) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(accountSessionEndpoints.list) }),
  });
}
