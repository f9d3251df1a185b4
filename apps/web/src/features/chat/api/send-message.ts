import { type ChatMessage, chatEndpoints, type SendChatMessage } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { addChatMessage } from "./chat-cache";

/** Where a message goes: the caller's own conversation, or a worked student's. */
export type ChatTarget = { kind: "own" } | { kind: "student"; profileId: string };

/** POST /api/chat/messages or /api/counselor/chat/{studentId}. */
export function sendChatMessage(target: ChatTarget, body: SendChatMessage): Promise<ChatMessage> {
  return target.kind === "own"
    ? callEndpoint(chatEndpoints.send, { body })
    : callEndpoint(chatEndpoints.sendToStudent, { params: { studentId: target.profileId }, body });
}

/** Sends, then shows the message at once (its live event finds it already there). */
export function useSendChatMessage(target: ChatTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessage) => sendChatMessage(target, body),
    onSuccess: (message) => addChatMessage(queryClient, message),
  });
}
