import { type EndpointBodyInput, type University, universityEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateCatalogue } from "./invalidate-catalogue";

export type UniversityBody = EndpointBodyInput<typeof universityEndpoints.create>;

/** POST /api/admin/universities. */
export function createUniversity(body: UniversityBody): Promise<University> {
  return callEndpoint(universityEndpoints.create, { body });
}

/** PUT /api/admin/universities/{id}. */
export function updateUniversity(id: string, body: UniversityBody): Promise<University> {
  return callEndpoint(universityEndpoints.update, { params: { id }, body });
}

/**
 * Creates (no id) or edits a university. The form shows the server's field errors itself, so
 * there is no default toast.
 */
export function useSaveUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: UniversityBody }) =>
      id ? updateUniversity(id, body) : createUniversity(body),
    meta: { errorToast: false },
    onSuccess: () => void invalidateCatalogue(queryClient),
  });
}
