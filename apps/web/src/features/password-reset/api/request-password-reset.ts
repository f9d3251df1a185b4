import { type EndpointBodyInput, passwordResetEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = passwordResetEndpoints.request;

/** POST /api/auth/forgot-password: asks for a reset link; the answer is the same for every address. */
export function requestPasswordReset(body: EndpointBodyInput<typeof endpoint>) {
  return callEndpoint(endpoint, { body });
}

/** The request of the forgot-password form, which shows its own failures. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: false } });
}
