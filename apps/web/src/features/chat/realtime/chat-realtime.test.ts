import type { ChatHistory, ChatMessage } from "@meridian/contract";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { chatKeys, type HistoryPages } from "../api/chat-cache";
import { chatRealtime } from "./chat-realtime";

const conversationId = "00000000-0000-7000-8000-0000000000aa";
const at = "2026-11-25T10:00:00.000Z";

function message(id: string, content: string, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId,
    content,
    senderId: null,
    sender: "student",
    senderName: "Stu User",
    clientMessageId: null,
    timestamp: at,
    isRead: false,
    read: false,
    readAt: null,
    ...over,
  };
}

function pages(...list: ChatHistory[]): HistoryPages {
  return { pages: list, pageParams: list.map((_, i) => (i === 0 ? null : `cursor-${i}`)) };
}

function setup() {
  const queryClient = new QueryClient();
  // Newest page first, each oldest first: the way the history query stores them.
  queryClient.setQueryData<HistoryPages>(
    chatKeys.studentHistory("profile"),
    pages(
      { data: [message("m3", "third")], meta: { conversationId, nextBefore: "m3" } },
      { data: [message("m1", "first"), message("m2", "second")], meta: { conversationId, nextBefore: null } },
    ),
  );
  queryClient.setQueryData<HistoryPages>(
    chatKeys.ownHistory(),
    pages({ data: [], meta: { conversationId: "00000000-0000-7000-8000-0000000000bb", nextBefore: null } }),
  );
  const feature = chatRealtime({ queryClient, userId: "u" });
  const contents = (key: readonly unknown[]) =>
    queryClient
      .getQueryData<HistoryPages>(key)
      ?.pages.flatMap((page) => page.data.map((item) => `${item.content}${item.isRead ? " (read)" : ""}`));
  return { feature, contents };
}

describe("chat on the realtime channel", () => {
  it("adds a new message to the newest page of its own conversation only, once", () => {
    const { feature, contents } = setup();
    const live = { type: "chat_message" as const, timestamp: at, data: message("m4", "fourth") };
    feature.handlers.chat_message?.(live);
    feature.handlers.chat_message?.(live);
    expect(contents(chatKeys.studentHistory("profile"))).toEqual(["third", "fourth", "first", "second"]);
    expect(contents(chatKeys.ownHistory())).toEqual([]);
  });

  it("turns a message read on a receipt, on any loaded page", () => {
    const { feature, contents } = setup();
    feature.handlers.message_read?.({
      type: "message_read",
      timestamp: at,
      data: { messageId: "m1", conversationId, readAt: at },
    });
    expect(contents(chatKeys.studentHistory("profile"))).toEqual(["third", "first (read)", "second"]);
  });
});
