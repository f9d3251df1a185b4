import { type EndpointData, followUpEndpoints } from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { followUpKeys } from "./follow-up-keys";

export type FollowUpList = EndpointData<typeof followUpEndpoints.list>;

/** GET /api/counselor/followups/{studentId}: the student's notes, searched on the server by `q`. */
export function listFollowUps(
  studentProfileId: string,
  q: string,
  signal?: AbortSignal,
): Promise<FollowUpList> {
  return callEndpoint(followUpEndpoints.list, {
    params: { studentId: studentProfileId },
    query: q ? { q } : {},
    signal,
  });
}

export function followUpsQueryOptions(studentProfileId: string, q: string) {
  return queryOptions({
    queryKey: followUpKeys.list(studentProfileId, q),
    queryFn: ({ signal }) => listFollowUps(studentProfileId, q, signal),
  });
}

/** A student's follow-up notes; the last answer stays on screen while a new search loads. */
export function useFollowUps(studentProfileId: string, q: string) {
  return useQuery({ ...followUpsQueryOptions(studentProfileId, q), placeholderData: keepPreviousData });
}
