import type { SupportRequest } from "@meridian/contract";
import type { SupportRequestListRow } from "./support.repository.js";

/** The only way a support request reaches the wire. */
export function presentSupportRequest({
  request,
  handlerFirstName,
  handlerLastName,
}: SupportRequestListRow): SupportRequest {
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
  };
}
