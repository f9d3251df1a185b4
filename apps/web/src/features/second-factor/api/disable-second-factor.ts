import { type EndpointBodyInput, type EndpointData, secondFactorEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { secondFactorStatusKey } from "./get-second-factor-status";

const endpoint = secondFactorEndpoints.disable;

/** POST /api/users/second-factor/disable: the password and a code (or a recovery code). */
export function disableSecondFactor(
  body: EndpointBodyInput<typeof endpoint>,
): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body });
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSecondFactor,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusKey }),
  });
}
