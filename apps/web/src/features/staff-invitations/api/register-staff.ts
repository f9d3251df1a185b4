import { type EndpointBodyInput, type LoginResponse, staffInvitationEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = staffInvitationEndpoints.register;

export type StaffRegisterBody = EndpointBodyInput<typeof endpoint>;

/** POST /api/auth/register-staff: joins the team with an invitation and opens a session. */
export function registerStaff(body: StaffRegisterBody): Promise<LoginResponse> {
  return callEndpoint(endpoint, { body });
}

/** The staff registration; the form shows errors next to their fields, so no toast. */
export function useRegisterStaff() {
  return useMutation({ mutationFn: registerStaff, meta: { errorToast: false } });
}
