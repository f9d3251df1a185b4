import { chatEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { chatKeys } from "./chat-cache";

/** GET /api/admin/company-chat: company accounts that wrote to the team, latest first. */
export function useCompanyConversations() {
  return useQuery({
    queryKey: chatKeys.companyConversations(),
    queryFn: ({ signal }) => callEndpoint(chatEndpoints.companyConversations, { signal }),
  });
}
