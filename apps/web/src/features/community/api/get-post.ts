import { communityEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/** GET /api/community/posts/{postId}: the post with its server-rendered body. */
export function usePost(postId: string) {
  return useEndpointQuery(communityEndpoints.getPost, { params: { postId } });
}
