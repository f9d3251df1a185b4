import { communityEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = communityEndpoints.queue;

/** The queue's key: every moderation action refetches it. */
export const moderationQueueKey = keyOf(endpoint);

/** GET /api/admin/community/queue: reported and held posts and comments, oldest first. */
export function useModerationQueue() {
  return useEndpointQuery(endpoint);
}
