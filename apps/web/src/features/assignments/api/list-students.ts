import {
  ASSIGNMENT_PAGE_SIZE,
  type AssignmentStudentPage,
  assignmentEndpoints,
  type EndpointQueryInput,
} from "@meridian/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = assignmentEndpoints.listStudents;

/** The key prefix of every page of the assignment table (a change refetches them all). */
export const assignmentStudentsKey = [endpoint.path] as const;

/** What the table varies: search text, filter, and the first row of the page. */
export type StudentPageQuery = Pick<
  EndpointQueryInput<typeof endpoint>,
  "search" | "assignment" | "counselorId" | "offset"
>;

/** GET /api/admin/students: one page of students with their counselor, newest first. */
export function listAssignmentStudents(
  query: StudentPageQuery,
  signal?: AbortSignal,
): Promise<AssignmentStudentPage> {
  return callEndpoint(endpoint, {
    query: { ...query, search: query.search || undefined, limit: ASSIGNMENT_PAGE_SIZE },
    signal,
  });
}

/** One page; the previous page stays on screen while the next loads. */
export function assignmentStudentsQueryOptions(query: StudentPageQuery) {
  return queryOptions({
    queryKey: [...assignmentStudentsKey, query],
    queryFn: ({ signal }) => listAssignmentStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAssignmentStudents(query: StudentPageQuery) {
  return useQuery(assignmentStudentsQueryOptions(query));
}
