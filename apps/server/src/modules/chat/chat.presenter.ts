import type { ChatMessage, ChatSide } from "@meridian/contract";
import type { ChatMessageWithSender } from "./chat.repository.js";

/** A message as both sides see it: the sender's name, never their other account fields. */
export function presentChatMessage(row: ChatMessageWithSender): ChatMessage {
  const side = row.senderSide as ChatSide;
  const name = [row.senderFirstName, row.senderLastName].filter(Boolean).join(" ");
  return {
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    senderId: row.senderId,
    sender: side,
    senderName: name || (side === "staff" ? "Former team member" : "Former user"),
    clientMessageId: row.clientMessageId,
    timestamp: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}
