import { type EndpointData, type EndpointQueryInput, supportEndpoints } from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
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

/** One page; the previous page stays on screen while the next loads. */
export function useSupportRequests(query: SupportRequestQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...supportRequestsKey, query],
      queryFn: ({ signal }) => listSupportRequests(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
