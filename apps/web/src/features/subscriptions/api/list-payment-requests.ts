import { type EndpointData, type EndpointQueryInput, subscriptionEndpoints } from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = subscriptionEndpoints.requests;

/** The key prefix of every page of the approvals queue (a decision refetches them all). */
export const paymentRequestsKey = [endpoint.path] as const;

export type PaymentRequestQuery = Required<
  Pick<EndpointQueryInput<typeof endpoint>, "state" | "limit" | "offset">
>;
export type PaymentRequestPage = EndpointData<typeof endpoint>;

/** GET /api/admin/payment-requests: one page of purchases in one state. */
export function listPaymentRequests(
  query: PaymentRequestQuery,
  signal?: AbortSignal,
): Promise<PaymentRequestPage> {
  return callEndpoint(endpoint, { query, signal });
}

/** One page; the previous page stays on screen while the next loads. */
export function paymentRequestsQueryOptions(query: PaymentRequestQuery) {
  return queryOptions({
    queryKey: [...paymentRequestsKey, query],
    queryFn: ({ signal }) => listPaymentRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentRequests(query: PaymentRequestQuery) {
  return useQuery(paymentRequestsQueryOptions(query));
}
