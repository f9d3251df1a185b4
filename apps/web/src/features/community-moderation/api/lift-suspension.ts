import { communityEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { moderationQueueKey } from "./get-moderation-queue";

/** DELETE /api/admin/community/users/{userId}/suspension: the author may write again. */
export function liftSuspension(userId: string) {
  return callEndpoint(communityEndpoints.liftSuspension, { params: { userId } });
}

/** Lifts a suspension (a failure shows the default error toast); the queue is fetched again. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => liftSuspension(userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueueKey }),
  });
}
