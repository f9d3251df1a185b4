import { type EndpointData, staffInvitationEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = staffInvitationEndpoints.check;

export type StaffInvitationInfo = EndpointData<typeof endpoint>;

/** GET /api/staff-invite/{token}: the invited role and email, or 404 AUTH_INVITATION_INVALID. */
export function checkStaffInvitation(token: string, signal?: AbortSignal): Promise<StaffInvitationInfo> {
  return callEndpoint(endpoint, { params: { token }, signal });
}

/**
 * Checked once per visit: the server throttles checks per address, and the answer cannot change
 * while the page is open except by using the invitation, which leaves the page.
 */
export function staffInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: [endpoint.path, { token }],
    queryFn: ({ signal }) => checkStaffInvitation(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** The invitation behind a link. */
export function useStaffInvitation(token: string) {
  return useQuery(staffInvitationQueryOptions(token));
}
