import { type ChatMessage, chatEndpoints, type SendChatMessageInput } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { addChatMessage } from "./chat-cache";

/** Where a message goes: the caller's own conversation, or a worked student's. */
export type ChatTarget =
  | { kind: "own" }
  | { kind: "student"; profileId: string }
  | { kind: "company"; accountId: string };

/** POST /api/chat/messages, /api/counselor/chat/{studentId} or /api/admin/company-chat/{accountId}. */
export function sendChatMessage(target: ChatTarget, body: SendChatMessageInput): Promise<ChatMessage> {
  switch (target.kind) {
    case "own":
      return callEndpoint(chatEndpoints.send, { body });
    case "student":
      return callEndpoint(chatEndpoints.sendToStudent, { params: { studentId: target.profileId }, body });
    case "company":
      return callEndpoint(chatEndpoints.sendToCompany, { params: { accountId: target.accountId }, body });
  }
}

/** Sends, then shows the message at once (its live event finds it already there). */
export function useSendChatMessage(target: ChatTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageInput) => sendChatMessage(target, body),
    onSuccess: (message) => addChatMessage(queryClient, message),
  });
}
