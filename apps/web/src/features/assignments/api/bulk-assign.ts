import { assignmentEndpoints, type BulkAssignResult, type EndpointBodyInput } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateAssignments } from "./invalidate-assignments";

const endpoint = assignmentEndpoints.bulkAssign;

/** POST /api/admin/assignments: up to 100 students to one counselor, all or nothing. */
export function bulkAssign(body: EndpointBodyInput<typeof endpoint>): Promise<BulkAssignResult> {
  return callEndpoint(endpoint, { body });
}

export function useBulkAssign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkAssign, onSettled: () => invalidateAssignments(queryClient) });
}
