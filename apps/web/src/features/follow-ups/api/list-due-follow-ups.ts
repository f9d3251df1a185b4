import { type EndpointAnswer, followUpEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { followUpKeys } from "./follow-up-keys";

export type DueFollowUpList = EndpointAnswer<typeof followUpEndpoints.due>;

/** GET /api/counselor/followups/due: the caller's notes due within 24 hours or overdue. */
export function listDueFollowUps(signal?: AbortSignal): Promise<DueFollowUpList> {
  return callEndpoint(followUpEndpoints.due, { signal });
}

export function dueFollowUpsQueryOptions() {
  return queryOptions({ queryKey: followUpKeys.due(), queryFn: ({ signal }) => listDueFollowUps(signal) });
}

export function useDueFollowUps() {
  return useQuery(dueFollowUpsQueryOptions());
}
