import { authEndpoints, type EndpointBodyInput, type EndpointData } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = authEndpoints.changePassword;

export type ChangePasswordBody = EndpointBodyInput<typeof endpoint>;

/** POST /api/users/change-password; the server signs out every other session of the user. */
export function changePassword(body: ChangePasswordBody): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body });
}

/** The change-password mutation; the form reports errors in its own words. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { errorToast: false } });
}
