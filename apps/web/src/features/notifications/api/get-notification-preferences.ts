import { notificationEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = notificationEndpoints.getPreferences;

export const notificationPreferencesQueryKey = keyOf(endpoint);

/** GET /api/notifications/preferences: the types the caller switched off. */
export function useNotificationPreferences() {
  return useEndpointQuery(endpoint);
}
