import { applicationsRealtime } from "@/features/applications/realtime/applications-realtime";
import { chatRealtime } from "@/features/chat/realtime/chat-realtime";
import { communityRealtime } from "@/features/community/realtime/community-realtime";
import { documentsRealtime } from "@/features/documents/realtime/documents-realtime";
import { invalidateNotifications } from "@/features/notifications/notification-cache";
import { notificationsRealtimeWith } from "@/features/notifications/realtime/notifications-realtime";
import { subscriptionsRealtime } from "@/features/subscriptions/realtime/subscriptions-realtime";
import type { RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";

/** The page of a student's (or a company account's) own chat. */
const ownChatPath = "/student/chat";

/**
 * A chat notification (decision 075) arriving while its reader has their chat on screen is listed
 * and counted, but not toasted: the message itself appears in the chat, and is read there.
 */
const notificationsRealtime = notificationsRealtimeWith({
  isQuiet: (notification) => notification.type === "chat" && window.location.pathname === ownChatPath,
});

/**
 * The team's messages read in the owner's own conversation settle its chat notification on the
 * server: the bell's lists and count are read again.
 */
const chatNotificationsRealtime: RealtimeFeatureFactory = ({ queryClient, userId }) => ({
  handlers: {
    message_read: ({ data }) => {
      // A chat opened with several unread sends a receipt each: they join one refetch.
      if (data.conversationId === userId) void invalidateNotifications(queryClient, { cancelRefetch: false });
    },
  },
});

/**
 * The features plugged into the realtime channel. It lives in app/ because only app/ may combine
 * features; lib/realtime knows none of them.
 */
export const realtimeFeatures: readonly RealtimeFeatureFactory[] = [
  notificationsRealtime,
  applicationsRealtime,
  documentsRealtime,
  chatRealtime,
  subscriptionsRealtime,
  communityRealtime,
  chatNotificationsRealtime,
];
