import type { RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";
import { invalidateMySubscription } from "../api/subscription-keys";

/**
 * An approved, rejected or paid purchase reaches the student as a "billing" notification (the
 * notifications feature shows it); this refetches their plan and receipts, so a waiting checkout
 * or the dashboard shows the new plan without a reload. A resync does the same: one may have been missed.
 */
export const subscriptionsRealtime: RealtimeFeatureFactory = ({ queryClient }) => ({
  handlers: {
    notification: ({ data }) => {
      if (data.type === "billing") void invalidateMySubscription(queryClient);
    },
    resync: () => void invalidateMySubscription(queryClient),
  },
});
