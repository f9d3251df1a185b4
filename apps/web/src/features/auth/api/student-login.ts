import { authEndpoints, type LoginBody, type LoginStepResponse } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.studentLogin;

/** POST /api/auth/student-login: the user and a session token, or the second step it needs first. */
export function studentLogin(body: LoginBody): Promise<LoginStepResponse> {
  return callEndpoint(endpoint, { body });
}

/** The student sign-in mutation; the form shows its errors itself, so no default toast. */
export function useStudentLogin() {
  return useMutation({ mutationFn: studentLogin, meta: { errorToast: false } });
}
