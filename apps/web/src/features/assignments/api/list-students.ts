import { ASSIGNMENT_PAGE_SIZE, assignmentEndpoints, type EndpointQueryInput } from "@meridian/contract";
import { useListQuery } from "@/lib/endpoint-query";

const endpoint = assignmentEndpoints.listStudents;

/** What the table varies: search text, filter, and the first row of the page. */
export type StudentPageQuery = Pick<
  EndpointQueryInput<typeof endpoint>,
  "search" | "assignment" | "counselorId" | "offset"
>;

/**
 * GET /api/admin/students: one page of students with their counselor, newest first; the previous
 * page stays on screen while the next loads.
 */
export function useAssignmentStudents(query: StudentPageQuery) {
  return useListQuery(endpoint, { ...query, search: query.search || undefined, limit: ASSIGNMENT_PAGE_SIZE });
}
