import { type ChatHistory, chatEndpoints } from "@meridian/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { chatKeys } from "./chat-cache";

/** How many messages a page holds: the first screenful, then each "Load earlier". */
export const CHAT_PAGE_SIZE = 30;

function historyOptions(
  queryKey: readonly unknown[],
  fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<ChatHistory>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    // Pages go back in time: the next one is older, before the oldest message shown.
    getNextPageParam: (last: ChatHistory) => last.meta.nextBefore ?? undefined,
  });
}

/** GET /api/chat/messages: the caller's own conversation, newest page first. */
export function ownHistoryQueryOptions() {
  return historyOptions(chatKeys.ownHistory(), (before, signal) =>
    callEndpoint(chatEndpoints.history, { query: { before, limit: CHAT_PAGE_SIZE }, signal }),
  );
}

/** GET /api/counselor/chat/{studentId}: a worked student's conversation. */
export function studentHistoryQueryOptions(profileId: string) {
  return historyOptions(chatKeys.studentHistory(profileId), (before, signal) =>
    callEndpoint(chatEndpoints.studentHistory, {
      params: { studentId: profileId },
      query: { before, limit: CHAT_PAGE_SIZE },
      signal,
    }),
  );
}

export function useOwnHistory() {
  return useInfiniteQuery(ownHistoryQueryOptions());
}

export function useStudentHistory(profileId: string) {
  return useInfiniteQuery(studentHistoryQueryOptions(profileId));
}

/** GET /api/admin/company-chat/{accountId}: a company account's conversation with the team. */
export function companyHistoryQueryOptions(accountId: string) {
  return historyOptions(chatKeys.companyHistory(accountId), (before, signal) =>
    callEndpoint(chatEndpoints.companyHistory, {
      params: { accountId },
      query: { before, limit: CHAT_PAGE_SIZE },
      signal,
    }),
  );
}

export function useCompanyHistory(accountId: string) {
  return useInfiniteQuery(companyHistoryQueryOptions(accountId));
}
