import { cacheTimesMs, counselorStudentEndpoints } from "@meridian/contract";
import { keyOf } from "@/lib/query-keys";

export const studentProfileKeys = {
  detail: (studentProfileId: string) => keyOf(counselorStudentEndpoints.get, { studentId: studentProfileId }),
};

/** Spec part 2 §9: the student profile is cached for 2 minutes. */
export const studentProfileCacheTimes = {
  staleTime: cacheTimesMs.studentProfile,
  gcTime: cacheTimesMs.studentProfile,
} as const;
