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

/** Saves, dismisses or un-saves a recommendation; the list is refetched. Failures get the default toast. */
export function useChooseRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ universityId, choice }: { universityId: string; choice: Choice }) =>
      chooseRecommendation(universityId, choice),
    onSuccess: async ({ choice }) => {
      toast({ title: confirmations[choice ?? "cleared"] });
      await invalidateRecommendations(queryClient);
    },
  });
}
