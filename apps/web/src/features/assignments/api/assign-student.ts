import { assignmentEndpoints, type EndpointData } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateAssignments } from "./invalidate-assignments";

const endpoint = assignmentEndpoints.assign;

export interface AssignStudentInput {
  profileId: string;
  /** null: leave the student without a counselor. */
  counselorId: string | null;
}

/** PUT /api/admin/students/{studentId}/counselor. */
export function assignStudent(input: AssignStudentInput): Promise<EndpointData<typeof endpoint>> {
  return callEndpoint(endpoint, {
    params: { studentId: input.profileId },
    body: { counselorId: input.counselorId },
  });
}

/** Assigns, reassigns or unassigns one student; failures get the default error toast. */
export function useAssignStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStudent,
    onSettled: () => invalidateAssignments(queryClient),
  });
}
