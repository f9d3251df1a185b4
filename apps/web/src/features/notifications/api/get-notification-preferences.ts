import { type NotificationPreferences, notificationEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = notificationEndpoints.getPreferences;

export const notificationPreferencesQueryKey = [endpoint.path] as const;

/** GET /api/notifications/preferences: the types the caller switched off. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return callEndpoint(endpoint, { signal });
}

/** Query options of the settings card. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

/** The caller's notification preferences. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
