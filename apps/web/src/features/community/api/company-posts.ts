import { type CompanyForumPosts, communityEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { communityKeys } from "./community-cache";

/** GET /api/company/community/posts: the signed-in company's posts with what they drew, and totals. */
export function getCompanyPosts(signal?: AbortSignal): Promise<CompanyForumPosts> {
  return callEndpoint(communityEndpoints.companyPosts, { signal });
}

export function companyPostsQueryOptions() {
  return queryOptions({
    queryKey: communityKeys.companyPosts(),
    queryFn: ({ signal }) => getCompanyPosts(signal),
  });
}

/** The company's own posts (newest 100, hidden and held ones marked) for its dashboard. */
export function useCompanyPosts() {
  return useQuery(companyPostsQueryOptions());
}
