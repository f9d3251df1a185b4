import { type EndpointBodyInput, type EndpointData, secondFactorEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = secondFactorEndpoints.pendingSetupConfirm;

/** POST /api/auth/second-factor/setup/confirm: turns it on and opens the session, with the recovery codes. */
export function confirmPendingSetup(
  body: EndpointBodyInput<typeof endpoint>,
): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body });
}

export function useConfirmPendingSetup() {
  return useMutation({ mutationFn: confirmPendingSetup, meta: { errorToast: false } });
}
