import { type ApplicationDetail, applicationEndpoints, type EndpointBodyInput } from "@meridian/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { applicationKeys, invalidateApplications } from "./application-keys";

export type ApplicationCreateBody = EndpointBodyInput<typeof applicationEndpoints.create>;
export type ApplicationUpdateBody = EndpointBodyInput<typeof applicationEndpoints.update>;

/**
 * POST /api/applications. The Idempotency-Key makes a retry of the same attempt (after a lost
 * answer) return the application the first call created instead of a second one.
 */
export function createApplication(body: ApplicationCreateBody, idempotencyKey: string) {
  return callEndpoint(applicationEndpoints.create, {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** PATCH /api/applications/{id}: anything of a draft, the notes of any application. */
export function updateApplication({ id, body }: { id: string; body: ApplicationUpdateBody }) {
  return callEndpoint(applicationEndpoints.update, { params: { id }, body });
}

/** Puts a changed application in its detail cache and refreshes every list that shows it. */
export function storeApplication(queryClient: QueryClient, application: ApplicationDetail) {
  queryClient.setQueryData(applicationKeys.detail(application.id), application);
  return invalidateApplications(queryClient);
}

/**
 * A change to one application answered with the whole application, which goes to the caches.
 * Failures are shown by the form or dialog that sent it, not by the default toast.
 */
export function useApplicationMutation<Variables>(
  send: (variables: Variables) => Promise<ApplicationDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (application) => storeApplication(queryClient, application),
    meta: { errorToast: false },
  });
}

/** Starts a draft. */
export function useCreateApplication() {
  return useApplicationMutation(
    ({ body, idempotencyKey }: { body: ApplicationCreateBody; idempotencyKey: string }) =>
      createApplication(body, idempotencyKey),
  );
}

/** Saves a change to an application. */
export function useUpdateApplication() {
  return useApplicationMutation(updateApplication);
}
