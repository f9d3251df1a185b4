import { assignmentEndpoints } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateEndpoints } from "@/lib/query-keys";

/** After a change: the table's pages, the loads, and any history on screen are read again. */
export function invalidateAssignments(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, [
    assignmentEndpoints.listStudents,
    assignmentEndpoints.listCounselors,
    assignmentEndpoints.history,
  ]);
}
