import { authEndpoints, type LoginBody, type LoginResponse } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.teamLogin;

/** POST /api/auth/team-login: the user and a session token. */
export function teamLogin(body: LoginBody): Promise<LoginResponse> {
  return callEndpoint(endpoint, { body });
}

/** The team sign-in mutation; the form shows its errors itself, so no default toast. */
export function useTeamLogin() {
  return useMutation({ mutationFn: teamLogin, meta: { errorToast: false } });
}
