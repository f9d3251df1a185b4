import { caseloadEndpoints, type EndpointQueryInput } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { listQueryOptions } from "@/lib/endpoint-query";
import { caseloadCacheTimes } from "./caseload-keys";

export type AssignedStudentsQuery = EndpointQueryInput<typeof caseloadEndpoints.assignedStudents>;

/**
 * GET /api/counselor/assigned-students: a page of the caller's students, searched on the server;
 * the previous page stays on screen while the next search or page loads.
 */
export function useAssignedStudents(query: AssignedStudentsQuery) {
  return useQuery({
    ...listQueryOptions(caseloadEndpoints.assignedStudents, query),
    ...caseloadCacheTimes("assignedStudents"),
  });
}
