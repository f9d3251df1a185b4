import { type EndpointData, type EndpointQueryInput, supportEndpoints } from "@meridian/contract";
import { useListQuery } from "@/lib/endpoint-query";

const endpoint = supportEndpoints.requests;

export type SupportRequestQuery = Required<
  Pick<EndpointQueryInput<typeof endpoint>, "status" | "limit" | "offset">
>;

export type SupportRequestPage = EndpointData<typeof endpoint>;

/**
 * GET /api/admin/support-requests: one page of messages in one status, newest first. The previous
 * page of the same status stays on screen while the next loads. Another status waits for its own
 * answer: open messages shown under "Handled" would be a lie.
 */
export function useSupportRequests(query: SupportRequestQuery) {
  return useListQuery(endpoint, query, { resetOn: ["status"] });
}
