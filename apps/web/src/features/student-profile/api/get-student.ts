import { counselorStudentEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { studentProfileCacheTimes } from "./student-keys";

/**
 * GET /api/counselor/student/{studentId}: one student's profile, as the signed-in counselor (or
 * admin) may read it.
 */
export function useStudent(studentProfileId: string) {
  return useQuery({
    ...endpointQueryOptions(counselorStudentEndpoints.get, { params: { studentId: studentProfileId } }),
    ...studentProfileCacheTimes,
  });
}
