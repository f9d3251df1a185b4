import type { QueryClient } from "@tanstack/react-query";
import { counselorLoadsKey } from "./list-counselors";
import { assignmentStudentsKey } from "./list-students";

/** After a change: the table's pages, the loads, and any history on screen are read again. */
export function invalidateAssignments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [path] = query.queryKey;
      return (
        path === assignmentStudentsKey[0] ||
        path === counselorLoadsKey[0] ||
        (typeof path === "string" && path.endsWith("/assignments"))
      );
    },
  });
}
