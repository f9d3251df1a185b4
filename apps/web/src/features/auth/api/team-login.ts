import { authEndpoints, type LoginBody, type LoginStepResponse } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.teamLogin;

/** POST /api/auth/team-login: the user and a session token, or the second step it needs first. */
export function teamLogin(body: LoginBody): Promise<LoginStepResponse> {
  return callEndpoint(endpoint, { body });
}

/** The team sign-in mutation; the form shows its errors itself, so no default toast. */
export function useTeamLogin() {
  return useMutation({ mutationFn: teamLogin, meta: { errorToast: false } });
}
