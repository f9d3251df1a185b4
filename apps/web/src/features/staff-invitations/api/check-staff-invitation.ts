import { type EndpointData, staffInvitationEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

const endpoint = staffInvitationEndpoints.check;

export type StaffInvitationInfo = EndpointData<typeof endpoint>;

/**
 * GET /api/staff-invite/{token}: the invited role and email behind a link, or 404
 * AUTH_INVITATION_INVALID. Checked once per visit: the server throttles checks per address, and the
 * answer cannot change while the page is open except by using the invitation, which leaves the page.
 */
export function useStaffInvitation(token: string) {
  return useQuery({
    ...endpointQueryOptions(endpoint, { params: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
