import { type EndpointBodyInput, type LoginStepResponse, staffInvitationEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = staffInvitationEndpoints.register;

export type StaffRegisterBody = EndpointBodyInput<typeof endpoint>;

/**
 * POST /api/auth/register-staff: joins the team with an invitation and opens a session, or answers
 * the second-factor setup that must come first when the admins require one.
 */
export function registerStaff(body: StaffRegisterBody): Promise<LoginStepResponse> {
  return callEndpoint(endpoint, { body });
}

/** The staff registration; the form shows errors next to their fields, so no toast. */
export function useRegisterStaff() {
  return useMutation({ mutationFn: registerStaff, meta: { errorToast: false } });
}
