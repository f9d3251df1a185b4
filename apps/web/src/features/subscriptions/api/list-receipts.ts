import { subscriptionEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/** GET /api/subscription/receipts: the student's paid purchases, newest first. */
export function useReceipts() {
  return useQuery({ ...endpointQueryOptions(subscriptionEndpoints.receipts), refetchOnMount: "always" });
}
