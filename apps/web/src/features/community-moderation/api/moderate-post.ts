import { communityEndpoints, type EndpointBodyInput, type EndpointData } from "@meridian/contract";
import { callEndpoint } from "@/lib/call-endpoint";

export type ModerationActionBody = EndpointBodyInput<typeof communityEndpoints.moderatePost>;
export type ModerationOutcome = EndpointData<typeof communityEndpoints.moderatePost>;

/** POST /api/admin/community/posts/{postId}/moderation: hide, restore, delete, or dismiss its reports. */
export function moderatePost(postId: string, body: ModerationActionBody): Promise<ModerationOutcome> {
  return callEndpoint(communityEndpoints.moderatePost, { params: { postId }, body });
}
