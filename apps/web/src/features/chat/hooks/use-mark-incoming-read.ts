import { type ChatMessage, type ChatSender, chatLimits } from "@meridian/contract";
import { useEffect, useRef } from "react";

/**
 * Marks the other side's unread messages read while the chat is on screen (spec part 2 §4): those
 * already there when it opens after 2 s, those that arrive later after 1 s.
 */
export function useMarkIncomingRead(
  messages: readonly ChatMessage[] | undefined,
  incoming: ChatSender,
  markRead: (messageId: string) => void,
): void {
  const shownAtOpen = useRef<Set<string> | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const mark = useRef(markRead);
  mark.current = markRead;

  useEffect(() => {
    if (!messages) return;
    shownAtOpen.current ??= new Set(messages.map((message) => message.id));
    for (const message of messages) {
      if (message.sender !== incoming || message.isRead || timers.current.has(message.id)) continue;
      const delay = shownAtOpen.current.has(message.id)
        ? chatLimits.readMarkOnOpenDelayMs
        : chatLimits.readMarkDelayMs;
      timers.current.set(
        message.id,
        setTimeout(() => mark.current(message.id), delay),
      );
    }
  }, [messages, incoming]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      // Leaving the chat: what was not marked yet stays unread, and is marked on the next visit.
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
}
