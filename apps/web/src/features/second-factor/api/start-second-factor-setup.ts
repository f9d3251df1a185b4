import { type EndpointData, secondFactorEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = secondFactorEndpoints.startSetup;

/** POST /api/users/second-factor/setup: a new key (QR code and key) waiting for a code. */
export function startSecondFactorSetup(): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, {});
}

export function useStartSecondFactorSetup() {
  return useMutation({ mutationFn: startSecondFactorSetup });
}
