import { type ChatHistory, type ChatMessage, chatEndpoints } from "@meridian/contract";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints, keyOf, pagesKeyOf } from "@/lib/query-keys";

export const chatKeys = {
  /** The caller's own conversation (a student or a company account). */
  ownHistory: () => pagesKeyOf(chatEndpoints.history),
  /** A worked student's conversation, by profile id (staff side). */
  studentHistory: (profileId: string) => pagesKeyOf(chatEndpoints.studentHistory, { studentId: profileId }),
  /** A company account's conversation with the team (admins). */
  companyHistory: (accountId: string) => pagesKeyOf(chatEndpoints.companyHistory, { accountId }),
  conversation: () => keyOf(chatEndpoints.conversation),
  /** The caller's own unread messages from the team (the Chat badge): refetched with the counts. */
  ownUnread: () => keyOf(chatEndpoints.unreadCount),
  /** Unread student messages per worked student (staff side): refetched with the counts. */
  unreadByStudent: () => keyOf(chatEndpoints.unreadByStudent),
  /** The admins' list of company conversations, with unread counts: refetched with the counts. */
  companyConversations: () => keyOf(chatEndpoints.companyConversations),
};

/** Every view of a conversation's messages: the owner's and the staff's. */
const historyEndpoints = [chatEndpoints.history, chatEndpoints.studentHistory, chatEndpoints.companyHistory];
/** Every unread count (the badges and the admins' company list). */
const countEndpoints = [
  chatEndpoints.unreadCount,
  chatEndpoints.unreadByStudent,
  chatEndpoints.companyConversations,
];

/** Refetches every loaded chat query (after a reconnect or a resync, when messages may have been missed). */
export function invalidateChat(
  queryClient: QueryClient,
  options?: { cancelRefetch?: boolean },
): Promise<void> {
  return invalidateEndpoints(
    queryClient,
    [...historyEndpoints, chatEndpoints.conversation, ...countEndpoints],
    {},
    options,
  );
}

export type HistoryPages = InfiniteData<ChatHistory>;

/** Applies `update` to every loaded history of one conversation (the owner's and the staff's views). */
function updateConversation(
  queryClient: QueryClient,
  conversationId: string,
  update: (data: HistoryPages) => HistoryPages,
): void {
  for (const endpoint of historyEndpoints) {
    queryClient.setQueriesData<HistoryPages>({ queryKey: keyOf(endpoint) }, (data) =>
      data?.pages[0]?.meta.conversationId === conversationId ? update(data) : data,
    );
  }
}

/**
 * Adds a message to its conversation once: a message already shown (the sender's own answer and
 * its live event, a resend) is replaced, a new one goes at the end of the newest page.
 */
export function addChatMessage(queryClient: QueryClient, message: ChatMessage): void {
  updateConversation(queryClient, message.conversationId, (data) => {
    const known = data.pages.some((page) => page.data.some((item) => item.id === message.id));
    const pages = known
      ? data.pages.map((page) => ({
          ...page,
          data: page.data.map((item) =>
            item.id === message.id
              ? {
                  ...item,
                  ...message,
                  isRead: item.isRead || message.isRead,
                  read: item.isRead || message.isRead,
                  readAt: item.readAt ?? message.readAt,
                }
              : item,
          ),
        }))
      : data.pages.map((page, index) => (index === 0 ? { ...page, data: [...page.data, message] } : page));
    return { ...data, pages };
  });
}

/** Shows a message as read on both sides. */
export function markChatMessageRead(
  queryClient: QueryClient,
  read: { messageId: string; conversationId: string; readAt: string },
): void {
  updateConversation(queryClient, read.conversationId, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((item) =>
        item.id === read.messageId
          ? { ...item, isRead: true, read: true, readAt: item.readAt ?? read.readAt }
          : item,
      ),
    })),
  }));
}

/** Unread counts change with every message and receipt: refetch the ones on screen. */
export function invalidateChatCounts(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, countEndpoints);
}
