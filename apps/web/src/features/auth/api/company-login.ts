import { authEndpoints, type LoginBody, type LoginStepResponse } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.companyLogin;

/** POST /api/auth/company-login: the user and a session token, or the second step it needs first. */
export function companyLogin(body: LoginBody): Promise<LoginStepResponse> {
  return callEndpoint(endpoint, { body });
}

/** The company sign-in mutation; the form shows its errors itself, so no default toast. */
export function useCompanyLogin() {
  return useMutation({ mutationFn: companyLogin, meta: { errorToast: false } });
}
