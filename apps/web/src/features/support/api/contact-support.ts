import { type EndpointBodyInput, type EndpointData, supportEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = supportEndpoints.contact;

export type SupportContactBody = EndpointBodyInput<typeof endpoint>;

/** POST /api/support/contact: the message reaches every active admin as a notification. */
export function contactSupport(body: SupportContactBody): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body });
}

/** Sends a message to support. The form shows the refusal itself, so there is no default toast. */
export function useContactSupport() {
  return useMutation({ mutationFn: contactSupport, meta: { errorToast: false } });
}
