import { communityEndpoints, type EndpointData } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = communityEndpoints.queue;

/** The queue's key: every moderation action refetches it. */
export const moderationQueueKey = [endpoint.path] as const;

export type ModerationQueue = EndpointData<typeof endpoint>;

/** GET /api/admin/community/queue: reported and held posts and comments, oldest first. */
export function getModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  return callEndpoint(endpoint, { signal });
}

export function moderationQueueQueryOptions() {
  return queryOptions({ queryKey: moderationQueueKey, queryFn: ({ signal }) => getModerationQueue(signal) });
}

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions());
}
