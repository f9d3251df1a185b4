import { communityEndpoints } from "@meridian/contract";
import { invalidateEndpoints } from "@/lib/query-keys";
import type { RealtimeFeatureFactory } from "@/lib/realtime/realtime-feature";
import {
  addComment,
  addPostToLists,
  bumpCommentCount,
  communityKeys,
  noteArrival,
  setPostPoll,
} from "../api/community-cache";

/**
 * The community on the realtime channel (decision 044): a new post joins the newest-first lists of
 * its category (and is noted as an arrival, for the page's announcement, unless the viewer wrote
 * it); a new comment joins its post's comments once, by id; a vote's new counts replace the poll's.
 * Only topics a page holds are pushed.
 * After a reconnect or a resync the loaded lists and comments are refetched: events may have been missed.
 */
export const communityRealtime: RealtimeFeatureFactory = ({ queryClient, userId }) => {
  // A fetch under way (often a "Load more" the reader just clicked, as the socket authenticates) is
  // joined, not cancelled: cancelling it would drop the page that was asked for.
  const refetchLive = () => {
    // A missed vote leaves a poll's counts behind, hence the posts too.
    void invalidateEndpoints(
      queryClient,
      [communityEndpoints.listPosts, communityEndpoints.listComments, communityEndpoints.getPost],
      {},
      { cancelRefetch: false },
    );
  };
  return {
    handlers: {
      community_post: ({ data }) => {
        const added = addPostToLists(queryClient, data);
        if (added && data.author.id !== userId) noteArrival(queryClient, data);
        void queryClient.invalidateQueries({ queryKey: communityKeys.categories() });
      },
      community_comment: ({ data }) => {
        if (addComment(queryClient, data)) bumpCommentCount(queryClient, data.postId, 1);
      },
      // Counts only: whoever voted, the viewer's own vote stays as the server last told them.
      community_poll: ({ data }) => setPostPoll(queryClient, data.postId, data.poll, { keepMyVote: true }),
      authenticated: () => refetchLive(),
      resync: () => refetchLive(),
    },
  };
};
