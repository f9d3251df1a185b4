import { type EndpointBodyInput, emailVerificationEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = emailVerificationEndpoints.verify;

/** POST /api/auth/verify-email: confirms the address with the link's token; 404 for a dead link. */
export function verifyEmail(body: EndpointBodyInput<typeof endpoint>) {
  return callEndpoint(endpoint, { body });
}

/** The verification page's request; the page shows its own outcome. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { errorToast: false } });
}
