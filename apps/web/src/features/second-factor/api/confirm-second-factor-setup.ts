import { type EndpointBodyInput, type EndpointData, secondFactorEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { secondFactorStatusKey } from "./get-second-factor-status";

const endpoint = secondFactorEndpoints.confirmSetup;

/** POST /api/users/second-factor/confirm: turns it on; answers the recovery codes this once. */
export function confirmSecondFactorSetup(
  body: EndpointBodyInput<typeof endpoint>,
): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body });
}

/** The form shows its own errors; the status is read again once it is on. */
export function useConfirmSecondFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSecondFactorSetup,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusKey }),
  });
}
