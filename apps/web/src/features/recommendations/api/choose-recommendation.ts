import { type EndpointBody, recommendationEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { toast } from "@/lib/use-toast";
import { invalidateRecommendations } from "./recommendation-keys";

const endpoint = recommendationEndpoints.choose;
type Choice = EndpointBody<typeof endpoint>["choice"];

/** PUT /api/recommendations/{universityId}: save to the shortlist, dismiss, or clear the choice. */
export function chooseRecommendation(universityId: string, choice: Choice) {
  return callEndpoint(endpoint, { params: { universityId }, body: { choice } });
}

const confirmations: Record<NonNullable<Choice> | "cleared", string> = {
  saved: "Saved to your shortlist",
  dismissed: "Recommendation dismissed",
  cleared: "Removed from your shortlist",
};

/**
 * Saves, dismisses or un-saves a recommendation; the list is refetched before the mutation settles.
 * Failures get the default toast unless `errorToast` is false (the caller shows them itself).
 */
export function useChooseRecommendation({ errorToast = true }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast },
    mutationFn: ({ universityId, choice }: { universityId: string; choice: Choice }) =>
      chooseRecommendation(universityId, choice),
    onSuccess: async ({ choice }) => {
      toast({ title: confirmations[choice ?? "cleared"] });
      await invalidateRecommendations(queryClient);
    },
  });
}
