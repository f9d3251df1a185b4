import { assignmentEndpoints, type CounselorLoadList } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = assignmentEndpoints.listCounselors;

export const counselorLoadsKey = [endpoint.path] as const;

/** GET /api/admin/counselors: active counselors with their load, and the cap. */
export function listCounselorLoads(signal?: AbortSignal): Promise<CounselorLoadList> {
  return callEndpoint(endpoint, { signal });
}

export function counselorLoadsQueryOptions() {
  return queryOptions({ queryKey: counselorLoadsKey, queryFn: ({ signal }) => listCounselorLoads(signal) });
}

export function useCounselorLoads() {
  return useQuery(counselorLoadsQueryOptions());
}
