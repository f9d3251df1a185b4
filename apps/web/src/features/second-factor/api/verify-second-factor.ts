import { type EndpointBodyInput, type LoginResponse, secondFactorEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = secondFactorEndpoints.verify;

/** POST /api/auth/second-factor/verify: the sign-in's second step; the user and a session token. */
export function verifySecondFactor(body: EndpointBodyInput<typeof endpoint>): Promise<LoginResponse> {
  return callEndpoint(endpoint, { body });
}

/** The form shows its own errors. */
export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor, meta: { errorToast: false } });
}
