import { assignmentEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";

/**
 * GET /api/admin/students/{studentId}/assignments: every change of the student's counselor;
 * nothing is asked while no student is picked (null).
 */
export function useAssignmentHistory(profileId: string | null) {
  return useQuery({
    ...endpointQueryOptions(assignmentEndpoints.history, { params: { studentId: profileId ?? "" } }),
    enabled: profileId !== null,
  });
}
