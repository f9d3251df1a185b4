import { type EndpointData, secondFactorEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = secondFactorEndpoints.pendingSetup;

/** POST /api/auth/second-factor/setup: the forced setup's new key, for the pending sign-in. */
export function startPendingSetup(pendingToken: string): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body: { pendingToken } });
}

/** The screen shows its own failure. */
export function useStartPendingSetup() {
  return useMutation({ mutationFn: startPendingSetup, meta: { errorToast: false } });
}
