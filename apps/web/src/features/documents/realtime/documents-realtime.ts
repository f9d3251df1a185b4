import type { RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";
import { invalidateDocuments } from "../api/document-keys";

/**
 * A "document" notification (a counselor verified or un-verified one) means the list and its
 * tiles changed on the server: they are refetched, so the badge and the counts are never stale. A
 * resync after a reconnect does the same, since a change may have been missed.
 */
export const documentsRealtime: RealtimeFeatureFactory = ({ queryClient }) => ({
  handlers: {
    notification: ({ data }) => {
      if (data.type === "document") void invalidateDocuments(queryClient);
    },
    resync: () => void invalidateDocuments(queryClient),
  },
});
