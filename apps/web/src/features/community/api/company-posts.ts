import { communityEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/**
 * GET /api/company/community/posts: the signed-in company's posts with what they drew, and totals
 * (newest 100, hidden and held ones marked), for its dashboard.
 */
export function useCompanyPosts() {
  return useEndpointQuery(communityEndpoints.companyPosts);
}
