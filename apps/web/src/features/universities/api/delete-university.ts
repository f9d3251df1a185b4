import { type EndpointData, universityEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { invalidateCatalogue } from "./invalidate-catalogue";

/** DELETE /api/admin/universities/{id}. */
export function deleteUniversity(id: string): Promise<EndpointData<typeof universityEndpoints.remove>> {
  return callEndpoint(universityEndpoints.remove, { params: { id } });
}

/** Deletes a university; failures get the default error toast. */
export function useDeleteUniversity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUniversity,
    onSettled: () => void invalidateCatalogue(queryClient),
  });
}
