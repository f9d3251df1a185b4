import { authEndpoints, type EndpointData } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.formStart;

export type FormStart = EndpointData<typeof endpoint>;

/** GET /api/auth/form-start: the signed moment the form opened, and the accepted mail domains. */
export function getFormStart(signal?: AbortSignal): Promise<FormStart> {
  return callEndpoint(endpoint, { signal });
}

/** Fetched each time the form opens: the server measures the fill time from this moment. */
export function formStartQueryOptions() {
  return queryOptions({
    queryKey: [endpoint.path],
    queryFn: ({ signal }) => getFormStart(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The signed form start of the open registration form. */
export function useFormStart() {
  return useQuery(formStartQueryOptions());
}
