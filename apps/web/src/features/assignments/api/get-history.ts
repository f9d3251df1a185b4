import { assignmentEndpoints, buildPath, type EndpointData } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = assignmentEndpoints.history;

export type AssignmentHistory = EndpointData<typeof endpoint>;

/** GET /api/admin/students/{studentId}/assignments: every change of the student's counselor. */
export function getAssignmentHistory(profileId: string, signal?: AbortSignal): Promise<AssignmentHistory> {
  return callEndpoint(endpoint, { params: { studentId: profileId }, signal });
}

export function assignmentHistoryQueryOptions(profileId: string) {
  return queryOptions({
    // The filled path: invalidateAssignments recognises it by its ending.
    queryKey: [buildPath(endpoint.path, { studentId: profileId })],
    queryFn: ({ signal }) => getAssignmentHistory(profileId, signal),
  });
}

export function useAssignmentHistory(profileId: string | null) {
  return useQuery({ ...assignmentHistoryQueryOptions(profileId ?? ""), enabled: profileId !== null });
}
