import { applicationEndpoints, type EndpointBodyInput } from "@meridian/contract";
import { callEndpoint } from "@/lib/call-endpoint";
import { useApplicationMutation } from "./save-application";

type TransitionBody = EndpointBodyInput<typeof applicationEndpoints.transition>;

/** POST /api/applications/{id}/transitions: submit, withdraw, or a staff decision. */
export function transitionApplication({ id, body }: { id: string; body: TransitionBody }) {
  return callEndpoint(applicationEndpoints.transition, { params: { id }, body });
}

/** Moves an application; a refusal (409 when someone moved it first) is shown by the dialog that asked. */
export function useTransitionApplication() {
  return useApplicationMutation(transitionApplication);
}
