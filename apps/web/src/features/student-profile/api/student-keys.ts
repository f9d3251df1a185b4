import { cacheTimesMs } from "@meridian/contract";

/** Every query of one student's profile screen starts with this key. */
export const studentProfileKeys = {
  all: ["counselor-student"] as const,
  detail: (studentProfileId: string) => ["counselor-student", studentProfileId] as const,
};

/** Spec part 2 §9: the student profile is cached for 2 minutes. */
export const studentProfileCacheTimes = {
  staleTime: cacheTimesMs.studentProfile,
  gcTime: cacheTimesMs.studentProfile,
} as const;
