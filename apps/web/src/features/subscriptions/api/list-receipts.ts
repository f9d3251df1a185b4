import { type EndpointData, subscriptionEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { subscriptionKeys } from "./subscription-keys";

export type ReceiptList = EndpointData<typeof subscriptionEndpoints.receipts>;

/** GET /api/subscription/receipts: the student's paid purchases, newest first. */
export function listReceipts(signal?: AbortSignal): Promise<ReceiptList> {
  return callEndpoint(subscriptionEndpoints.receipts, { signal });
}

/** The student's receipts. */
export function useReceipts() {
  return useQuery({
    queryKey: subscriptionKeys.receipts(),
    queryFn: ({ signal }) => listReceipts(signal),
    refetchOnMount: "always",
  });
}
