import { type EndpointBodyInput, passwordResetEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = passwordResetEndpoints.reset;

/** POST /api/auth/reset-password: sets the new password with the link; every session ends. */
export function resetPassword(body: EndpointBodyInput<typeof endpoint>) {
  return callEndpoint(endpoint, { body });
}

/** The reset form's submit; the form places failures at their fields. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorToast: false } });
}
