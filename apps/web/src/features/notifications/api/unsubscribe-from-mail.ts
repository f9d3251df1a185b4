import { notificationEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = notificationEndpoints.unsubscribe;

/** POST /api/mail/unsubscribe: turns off the mail a link names (the token is the proof; no session). */
export function unsubscribeFromMail(token: string) {
  return callEndpoint(endpoint, { body: { token } });
}

/** The unsubscribe page's one click; the page shows its own answer and failures. */
export function useUnsubscribeFromMail() {
  return useMutation({ mutationFn: unsubscribeFromMail });
}
