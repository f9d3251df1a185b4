import { applicationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { callEndpoint } from "@/lib/call-endpoint";
import { toast } from "@/lib/use-toast";
import { applicationKeys, invalidateApplications } from "./application-keys";

/** Spec part 2 §8 "Delete application". */
export const deleteApplicationMessages = {
  successTitle: "Application deleted",
  successDescription: "Your application has been successfully deleted.",
  failureTitle: "Error",
  failureFallback: "Failed to delete application",
} as const;

/** DELETE /api/applications/{id}. */
export function deleteApplication(id: string) {
  return callEndpoint(applicationEndpoints.remove, { params: { id } });
}

/** Deletes one application and says so (spec part 2 §8); the lists refetch (spec part 2 §7). */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: applicationKeys.detail(id) });
      toast({
        title: deleteApplicationMessages.successTitle,
        description: deleteApplicationMessages.successDescription,
      });
      return invalidateApplications(queryClient);
    },
    onError: (error) => {
      // The server's own words when it answered; the spec's fallback when it did not.
      const answered = isApiError(error) && error.status > 0 && error.code !== "REQUEST_FAILED";
      toast({
        title: deleteApplicationMessages.failureTitle,
        description: answered ? error.message : deleteApplicationMessages.failureFallback,
        variant: "destructive",
      });
    },
  });
}
