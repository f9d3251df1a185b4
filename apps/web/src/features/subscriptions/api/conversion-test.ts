import {
  type ConversionTestResult,
  type EndpointBodyInput,
  type EndpointData,
  subscriptionEndpoints,
} from "@meridian/contract";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

export type TestWebhookBody = EndpointBodyInput<typeof subscriptionEndpoints.testWebhook>;

/** GET /api/test/conversions: whether the panel works here, and why not. */
export function getConversionTestStatus(
  signal?: AbortSignal,
): Promise<EndpointData<typeof subscriptionEndpoints.testStatus>> {
  return callEndpoint(subscriptionEndpoints.testStatus, { signal });
}

export function conversionTestStatusQueryOptions() {
  return queryOptions({
    queryKey: [subscriptionEndpoints.testStatus.path],
    queryFn: ({ signal }) => getConversionTestStatus(signal),
  });
}

export function useConversionTestStatus() {
  return useQuery(conversionTestStatusQueryOptions());
}

/** POST /api/test/conversions/webhook: one signed test delivery, and what it did. */
export function sendTestWebhook(body: TestWebhookBody): Promise<ConversionTestResult> {
  return callEndpoint(subscriptionEndpoints.testWebhook, { body });
}

/** Sends a test delivery; the panel shows a refusal itself, so there is no default toast. */
export function useSendTestWebhook() {
  return useMutation({ mutationFn: sendTestWebhook, meta: { errorToast: false } });
}
