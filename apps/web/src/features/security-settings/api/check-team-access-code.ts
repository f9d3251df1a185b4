import { type EndpointData, securitySettingsEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = securitySettingsEndpoints.teamAccessCode;

/** POST /api/auth/team-access-code: the server compares the typed text with the code (throttled). */
export function checkTeamAccessCode(code: string): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, { body: { code } });
}

/** The code check; a refusal (mismatch or throttle) must show nothing, so no error toast either. */
export function useCheckTeamAccessCode() {
  return useMutation({ mutationFn: checkTeamAccessCode, meta: { errorToast: false } });
}
