import { ownStudentProfileEndpoints } from "@meridian/contract";
import { useQuery } from "@tanstack/react-query";
import { endpointQueryOptions } from "@/lib/endpoint-query";
import { studentProfileCacheTimes } from "./student-keys";

/** GET /api/students/me/profile: the signed-in student's own study profile and its completeness. */
export function useOwnProfile() {
  return useQuery({ ...endpointQueryOptions(ownStudentProfileEndpoints.get), ...studentProfileCacheTimes });
}
