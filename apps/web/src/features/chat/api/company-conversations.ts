import { chatEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";

/** GET /api/admin/company-chat: company accounts that wrote to the team, latest first. */
export function useCompanyConversations() {
  return useEndpointQuery(chatEndpoints.companyConversations);
}
