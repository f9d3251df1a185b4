import { communityEndpoints } from "@meridian/contract";
import { callEndpoint } from "@/lib/call-endpoint";
import type { ModerationActionBody, ModerationOutcome } from "./moderate-post";

/** POST /api/admin/community/comments/{commentId}/moderation: the same for a comment (replies go with a deleted one). */
export function moderateComment(commentId: string, body: ModerationActionBody): Promise<ModerationOutcome> {
  return callEndpoint(communityEndpoints.moderateComment, { params: { commentId }, body });
}
