import type { RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";
import { addChatMessage, invalidateChat, invalidateChatCounts, markChatMessageRead } from "../api/chat-cache";

/**
 * Chat on the realtime channel: a new message joins its conversation's history wherever it is
 * loaded, a receipt turns the read indicator, and unread counts are refetched. After a (re)connect
 * or a resync the loaded conversations are refetched, since messages may have been missed.
 */
export const chatRealtime: RealtimeFeatureFactory = ({ queryClient }) => {
  // A fetch under way (older messages the reader asked for) is joined, not cancelled (as in
  // community-realtime): cancelling it would drop the page that was asked for.
  const refetchLoaded = () => void invalidateChat(queryClient, { cancelRefetch: false });
  return {
    handlers: {
      chat_message: ({ data }) => {
        addChatMessage(queryClient, data);
        void invalidateChatCounts(queryClient);
      },
      message_read: ({ data }) => {
        markChatMessageRead(queryClient, data);
        void invalidateChatCounts(queryClient);
      },
      authenticated: refetchLoaded,
      resync: refetchLoaded,
    },
  };
};
