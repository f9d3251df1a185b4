import type { SupportReply, SupportRequest } from "@meridian/contract";
import type { SupportReplyListRow, SupportRequestListRow } from "./support.repository.js";

/** An admin's answer, with its author while their account exists. */
function presentSupportReply({ reply, authorFirstName, authorLastName }: SupportReplyListRow): SupportReply {
  return {
    id: reply.id,
    message: reply.message,
    author:
      reply.authorId && authorFirstName !== null
        ? { id: reply.authorId, name: `${authorFirstName} ${authorLastName ?? ""}`.trim() }
        : null,
    createdAt: reply.createdAt.toISOString(),
  };
}

/** The only way a support request reaches the wire, with its answers (`replies` of any requests). */
export function presentSupportRequest(
  { request, handlerFirstName, handlerLastName }: SupportRequestListRow,
  replies: readonly SupportReplyListRow[],
): SupportRequest {
  return {
    id: request.id,
    topic: request.topic,
    sender: {
      name: request.senderName,
      email: request.senderEmail,
      kind: request.senderKind,
    },
    message: request.message,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    handledAt: request.handledAt?.toISOString() ?? null,
    // The admin who handled it, while their account exists.
    handledBy:
      request.handledBy && handlerFirstName !== null
        ? { id: request.handledBy, name: `${handlerFirstName} ${handlerLastName ?? ""}`.trim() }
        : null,
    replies: replies.filter((row) => row.reply.requestId === request.id).map(presentSupportReply),
  };
}
