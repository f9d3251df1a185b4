import { type EndpointData, type EndpointQueryInput, subscriptionEndpoints } from "@meridian/contract";
import { useListQuery } from "@/lib/endpoint-query";

const endpoint = subscriptionEndpoints.requests;

export type PaymentRequestQuery = Required<
  Pick<EndpointQueryInput<typeof endpoint>, "state" | "limit" | "offset">
>;

export type PaymentRequestPage = EndpointData<typeof endpoint>;

/**
 * GET /api/admin/payment-requests: one page of purchases in one state; the previous page stays on
 * screen while the next loads.
 */
export function usePaymentRequests(query: PaymentRequestQuery) {
  return useListQuery(endpoint, query);
}
