import {
  type CounselorStudent,
  counselorStudentEndpoints,
  type StudentStatus,
  type UpdateStudentProfileInput,
} from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { studentProfileKeys } from "./student-keys";

/** PUT /api/counselor/update-student-profile/{studentId}: the cleaned draft. */
export function updateStudent(
  studentProfileId: string,
  body: UpdateStudentProfileInput,
): Promise<CounselorStudent> {
  return callEndpoint(counselorStudentEndpoints.update, { params: { studentId: studentProfileId }, body });
}

/** PUT /api/counselor/student/{studentId}/status. */
export function setStudentStatus(studentProfileId: string, status: StudentStatus): Promise<CounselorStudent> {
  return callEndpoint(counselorStudentEndpoints.setStatus, {
    params: { studentId: studentProfileId },
    body: { status },
  });
}

/** Saves the profile; the answer is the student as saved, put straight into the cache. */
export function useUpdateStudent(studentProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentProfileInput) => updateStudent(studentProfileId, body),
    // The screen shows its own toasts (spec part 2 §8), not the default error toast.
    meta: { errorToast: false },
    onSuccess: (student) => queryClient.setQueryData(studentProfileKeys.detail(studentProfileId), student),
  });
}

/** Moves the student to another status. */
export function useSetStudentStatus(studentProfileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: StudentStatus) => setStudentStatus(studentProfileId, status),
    onSuccess: (student) => queryClient.setQueryData(studentProfileKeys.detail(studentProfileId), student),
  });
}
