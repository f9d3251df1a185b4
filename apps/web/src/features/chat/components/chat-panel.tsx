import type { ChatMessage, ChatSender, SendChatMessageInput } from "@meridian/contract";
import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import { Fragment, useLayoutEffect, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { formatConversationDay } from "@/lib/format-date";
import type { HistoryPages } from "../api/chat-cache";
import { useMarkMessageRead } from "../api/mark-message-read";
import { useMarkIncomingRead } from "../hooks/use-mark-incoming-read";
import { ChatInput } from "./chat-input";
import { MessageBubble } from "./message-bubble";

/** The messages of every loaded page, oldest first. */
function messagesOf(data: HistoryPages | undefined): ChatMessage[] | undefined {
  if (!data) return undefined;
  return [...data.pages].reverse().flatMap((page) => page.data);
}

/**
 * A conversation as one side sees it: its messages (older pages on "Load earlier" or on scrolling
 * to the top), the other side's marked read while on screen, and the input.
 */
export function ChatPanel({
  history,
  mySide,
  send,
  disabledReason,
  inputLabel,
}: {
  history: UseInfiniteQueryResult<HistoryPages>;
  mySide: ChatSender;
  send: (body: SendChatMessageInput) => Promise<unknown>;
  disabledReason?: string;
  inputLabel: string;
}) {
  const messages = useMemo(() => messagesOf(history.data), [history.data]);
  // Each message's local day: a heading goes above the first message of each.
  const days = useMemo(() => messages?.map((m) => formatConversationDay(m.timestamp)) ?? [], [messages]);
  const markRead = useMarkMessageRead();
  useMarkIncomingRead(messages, mySide === "student" ? "counselor" : "student", (id) => markRead.mutate(id));

  const scroller = useRef<HTMLDivElement>(null);
  const lastId = useRef<string | undefined>(undefined);
  const heightBeforeOlder = useRef<number | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !messages) return;
    const newest = messages.at(-1)?.id;
    if (heightBeforeOlder.current !== null) {
      // Older messages came in above: keep what the reader was looking at in place.
      box.scrollTop += box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (newest !== lastId.current) {
      box.scrollTop = box.scrollHeight;
    }
    lastId.current = newest;
  }, [messages]);

  function loadEarlier() {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  }

  return (
    <div className="grid gap-3">
      <div
        ref={scroller}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop === 0) loadEarlier();
        }}
        className="h-[min(60vh,28rem)] overflow-y-auto rounded-lg border border-border bg-background p-3"
      >
        {messages === undefined ? (
          history.isError ? (
            <LoadFailure message="The messages could not be loaded." onRetry={() => void history.refetch()} />
          ) : (
            <div className="grid gap-3">
              <span className="sr-only">Loading messages</span>
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="ml-auto h-10 w-1/2" />
            </div>
          )
        ) : (
          <>
            {history.hasNextPage ? (
              <div className="mb-3 flex justify-center">
                <Button variant="ghost" size="sm" onClick={loadEarlier} pending={history.isFetchingNextPage}>
                  {history.isFetchingNextPage ? "Loading…" : "Load earlier messages"}
                </Button>
              </div>
            ) : null}
            {messages.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">
                No messages yet. Start a conversation!
              </p>
            ) : (
              <div role="log" aria-label="Messages" aria-live="polite">
                <ul className="grid gap-2">
                  {messages.map((message, i) => {
                    const day = days[i];
                    return (
                      <Fragment key={message.id}>
                        {day !== days[i - 1] ? (
                          <li className="py-1 text-center text-xs font-medium text-muted-foreground">
                            {day}
                          </li>
                        ) : null}
                        <MessageBubble message={message} mine={message.sender === mySide} />
                      </Fragment>
                    );
                  })}
                </ul>
              </div>
            )}
          </>
        )}
      </div>
      <ChatInput send={send} disabledReason={disabledReason} label={inputLabel} />
    </div>
  );
}
