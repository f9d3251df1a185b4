import type { ChatMessage, ChatSender } from "@meridian/contract";
import type { ChatMessageWithSender, ChatSide } from "./chat.repository.js";

/** The stored sides as the spec names them (part 2 §3 "Chat message"). */
const senderOfSide: Record<ChatSide, ChatSender> = { owner: "student", staff: "counselor" };

/** A message as both sides see it: the sender's name, never their other account fields. */
export function presentChatMessage(row: ChatMessageWithSender): ChatMessage {
  // Written only as a ChatSide (the table checks it too).
  const side = row.senderSide;
  const name = [row.senderFirstName, row.senderLastName].filter(Boolean).join(" ");
  const isRead = row.readAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    senderId: row.senderId,
    sender: senderOfSide[side],
    senderName: name || (side === "staff" ? "Former team member" : "Former user"),
    clientMessageId: row.clientMessageId,
    timestamp: row.createdAt.toISOString(),
    isRead,
    read: isRead,
    readAt: row.readAt?.toISOString() ?? null,
  };
}
