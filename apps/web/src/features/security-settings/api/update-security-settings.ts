import {
  assignmentEndpoints,
  type EndpointBodyInput,
  type SecuritySettings,
  securitySettingsEndpoints,
} from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { keyOf } from "@/lib/query-keys";
import { securitySettingsQueryKey } from "./get-security-settings";

const endpoint = securitySettingsEndpoints.update;

export type SecuritySettingsChange = EndpointBodyInput<typeof endpoint>;

/** PUT /api/admin/security-settings: the switches, a new code (null removes it) or the cap. */
export function updateSecuritySettings(change: SecuritySettingsChange): Promise<SecuritySettings> {
  return callEndpoint(endpoint, { body: change });
}

/** Saves a change and puts the answer in the cache; failures get the default error toast. */
export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(securitySettingsQueryKey, settings);
      void queryClient.invalidateQueries({ queryKey: keyOf(securitySettingsEndpoints.teamLoginVisibility) });
      // The counselors' list carries the cap and the switch it shows beside each load.
      void queryClient.invalidateQueries({ queryKey: keyOf(assignmentEndpoints.listCounselors) });
    },
  });
}
