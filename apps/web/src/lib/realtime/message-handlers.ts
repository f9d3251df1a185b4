import { liveToastDurationsMs, type ServerMessage } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/use-toast";
import { invalidateNotifications, prependNotification } from "./notification-cache";

// The chat feature will key its caches under this prefix; invalidating it now is harmless.
const CHAT_QUERY_PREFIX = "/api/chat";

/**
 * What a user message does to the app's data (ARCHITECTURE rule 8): it patches or invalidates
 * TanStack Query caches, nothing else. The new-notification toast is the one visible side effect.
 */
export function applyServerMessage(queryClient: QueryClient, message: ServerMessage): void {
  switch (message.type) {
    case "notification": {
      const added = prependNotification(queryClient, message.data);
      // A duplicate (replay overlapping a poll) was already shown once.
      if (added) {
        toast({
          title: message.data.title,
          description: message.data.message,
          duration: liveToastDurationsMs.notification,
        });
      }
      return;
    }
    case "resync":
      void invalidateNotifications(queryClient);
      return;
    case "chat_message":
    case "message_read":
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0] ?? "").startsWith(CHAT_QUERY_PREFIX),
      });
      return;
    default:
      return;
  }
}
