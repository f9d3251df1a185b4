import { type EndpointData, type EndpointQueryInput, supportEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = supportEndpoints.requests;

/** The key prefix of every page of the support queue (a status change refetches them all). */
export const supportRequestsKey = [endpoint.path] as const;

export type SupportRequestQuery = Required<
  Pick<EndpointQueryInput<typeof endpoint>, "status" | "limit" | "offset">
>;
export type SupportRequestPage = EndpointData<typeof endpoint>;

/** GET /api/admin/support-requests: one page of messages in one status, newest first. */
export function listSupportRequests(
  query: SupportRequestQuery,
  signal?: AbortSignal,
): Promise<SupportRequestPage> {
  return callEndpoint(endpoint, { query, signal });
}

/**
 * One page; the previous page of the same status stays on screen while the next loads. Another
 * status waits for its own answer: open messages shown under "Handled" would be a lie.
 */
export function useSupportRequests(query: SupportRequestQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...supportRequestsKey, query],
      queryFn: ({ signal }) => listSupportRequests(query, signal),
      placeholderData: (previous, previousQuery) =>
        (previousQuery?.queryKey[1] as SupportRequestQuery | undefined)?.status === query.status
          ? previous
          : undefined,
    }),
  );
}
