import { authEndpoints, type EndpointBodyInput, type EndpointData } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.studentRegister;

/** POST /api/auth/student-register: creates the account; the answer carries a message. */
export function studentRegister(
  body: EndpointBodyInput<typeof endpoint>,
): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body });
}

/** The registration mutation; the form places each server error next to its field, so no toast. */
export function useStudentRegister() {
  return useMutation({ mutationFn: studentRegister, meta: { errorToast: false } });
}
