import { emailVerificationEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = emailVerificationEndpoints.resend;

/** POST /api/users/verify-email/resend: mails the caller a new link (the same answer when already confirmed). */
export function resendVerificationEmail() {
  return callEndpoint(endpoint, {});
}

/** The "Resend the link" button's request; a failure (a throttle's wait) is the default error toast. */
export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
