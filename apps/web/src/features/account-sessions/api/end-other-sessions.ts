import { accountSessionEndpoints, type EndpointData } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";

const endpoint = accountSessionEndpoints.endOthers;

/** POST /api/users/sessions/end-others: every other device is signed out at once. */
export function endOtherSessions(): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint);
}

/** Signs out every other device and lists the sessions again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(accountSessionEndpoints.list) }),
  });
}
