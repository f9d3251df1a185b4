import { communityEndpoints, type EndpointBodyInput } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { moderationQueueKey } from "./get-moderation-queue";

export type SuspensionBody = EndpointBodyInput<typeof communityEndpoints.suspendUser>;

/** PUT /api/admin/community/users/{userId}/suspension: no writing in the community for 1–365 days. */
export function suspendUser(userId: string, body: SuspensionBody) {
  return callEndpoint(communityEndpoints.suspendUser, { params: { userId }, body });
}

/** Suspends; the queue is fetched again (it shows who is suspended). The dialog shows refusals. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; body: SuspensionBody }) => suspendUser(input.userId, input.body),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueueKey }),
  });
}
