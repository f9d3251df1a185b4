import { type CounselorStudent, counselorStudentEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { studentProfileCacheTimes, studentProfileKeys } from "./student-keys";

/** GET /api/counselor/student/{studentId}: the student as their counselor reads them. */
export function getStudent(studentProfileId: string, signal?: AbortSignal): Promise<CounselorStudent> {
  return callEndpoint(counselorStudentEndpoints.get, { params: { studentId: studentProfileId }, signal });
}

/** Query options of one student's profile. */
export function studentQueryOptions(studentProfileId: string) {
  return queryOptions({
    queryKey: studentProfileKeys.detail(studentProfileId),
    queryFn: ({ signal }) => getStudent(studentProfileId, signal),
    ...studentProfileCacheTimes,
  });
}

/** One student's profile, as the signed-in counselor (or admin) may read it. */
export function useStudent(studentProfileId: string) {
  return useQuery(studentQueryOptions(studentProfileId));
}
