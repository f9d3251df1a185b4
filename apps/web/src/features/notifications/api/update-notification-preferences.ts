import { type NotificationPreferences, notificationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { showMutationErrorToast } from "@/lib/mutation-error-toast";
import { notificationPreferencesQueryKey } from "./get-notification-preferences";

const endpoint = notificationEndpoints.updatePreferences;

/** PUT /api/notifications/preferences. */
export function updateNotificationPreferences(
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  return callEndpoint(endpoint, { body: preferences });
}

/** Saves the switches; the switch moves at once and moves back if the save fails (default error toast). */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesQueryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesQueryKey);
      queryClient.setQueryData(notificationPreferencesQueryKey, next);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(notificationPreferencesQueryKey, context.previous);
      // An own onError turns off the cache-wide default toast, so it is shown here.
      showMutationErrorToast(error);
    },
  });
}
