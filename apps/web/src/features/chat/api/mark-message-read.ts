import { chatEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateChatCounts, markChatMessageRead } from "./chat-cache";

/** PUT /api/chat/messages/{messageId}/read. */
export function markMessageRead(messageId: string) {
  return callEndpoint(chatEndpoints.markRead, { params: { messageId } });
}

/**
 * Marks an incoming message read. A failure is left quiet: the message stays unread and is marked
 * the next time the chat opens.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (message) => {
      if (message.readAt) {
        markChatMessageRead(queryClient, {
          messageId: message.id,
          conversationId: message.conversationId,
          readAt: message.readAt,
        });
      }
      void invalidateChatCounts(queryClient);
    },
  });
}
