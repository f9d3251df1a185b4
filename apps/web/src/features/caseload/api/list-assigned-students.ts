import { caseloadEndpoints, type EndpointData, type EndpointQueryInput } from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { caseloadCacheTimes, caseloadKeys } from "./caseload-keys";

export type AssignedStudentsQuery = EndpointQueryInput<typeof caseloadEndpoints.assignedStudents>;
export type AssignedStudentPage = EndpointData<typeof caseloadEndpoints.assignedStudents>;

/** GET /api/counselor/assigned-students: a page of the caller's students, searched on the server. */
export function listAssignedStudents(query: AssignedStudentsQuery, signal?: AbortSignal) {
  return callEndpoint(caseloadEndpoints.assignedStudents, { query, signal });
}

export function assignedStudentsQueryOptions(query: AssignedStudentsQuery) {
  return queryOptions({
    queryKey: caseloadKeys.students(query),
    queryFn: ({ signal }) => listAssignedStudents(query, signal),
    // The previous page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
    ...caseloadCacheTimes("assignedStudents"),
  });
}

export function useAssignedStudents(query: AssignedStudentsQuery) {
  return useQuery(assignedStudentsQueryOptions(query));
}
