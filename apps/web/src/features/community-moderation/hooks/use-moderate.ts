import type { ModerationItem } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moderationQueueKey } from "../api/get-moderation-queue";
import { moderateComment } from "../api/moderate-comment";
import { type ModerationActionBody, moderatePost } from "../api/moderate-post";

/**
 * Acts on a queued post or comment through its own endpoint. A failure shows the default error
 * toast; either way the queue is fetched again, since another admin may have acted on it.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      item,
      body,
    }: {
      item: Pick<ModerationItem, "targetKind" | "targetId">;
      body: ModerationActionBody;
    }) =>
      item.targetKind === "post" ? moderatePost(item.targetId, body) : moderateComment(item.targetId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationQueueKey }),
  });
}
