import { type ConversionTestResult, type EndpointBodyInput, subscriptionEndpoints } from "@meridian/contract";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { useEndpointQuery } from "@/lib/endpoint-query";

export type TestWebhookBody = EndpointBodyInput<typeof subscriptionEndpoints.testWebhook>;

/** GET /api/test/conversions: whether the panel works here, and why not. */
export function useConversionTestStatus() {
  return useEndpointQuery(subscriptionEndpoints.testStatus);
}

/** POST /api/test/conversions/webhook: one signed test delivery, and what it did. */
export function sendTestWebhook(body: TestWebhookBody): Promise<ConversionTestResult> {
  return callEndpoint(subscriptionEndpoints.testWebhook, { body });
}

/** Sends a test delivery; the panel shows a refusal itself, so there is no default toast. */
export function useSendTestWebhook() {
  return useMutation({ mutationFn: sendTestWebhook, meta: { errorToast: false } });
}
