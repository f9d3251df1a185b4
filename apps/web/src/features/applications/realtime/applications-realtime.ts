import type { RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";
import { invalidateApplications } from "../api/application-keys";

/**
 * A status change reaches the student as an "application" notification (the notifications
 * feature shows it); this only refetches the applications on screen so the new status appears
 * without a reload. A resync after a reconnect does the same, since a change may have been missed.
 */
export const applicationsRealtime: RealtimeFeatureFactory = ({ queryClient }) => ({
  handlers: {
    notification: ({ data }) => {
      if (data.type === "application") void invalidateApplications(queryClient);
    },
    resync: () => void invalidateApplications(queryClient),
  },
});
