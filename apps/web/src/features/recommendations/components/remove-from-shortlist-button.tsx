import type { University } from "@meridian/contract";
import { BookmarkMinus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useChooseRecommendation } from "../api/choose-recommendation";

interface RemoveFromShortlistButtonProps {
  university: Pick<University, "id" | "name">;
}

/**
 * "Remove from shortlist" on a shortlist card: takes the university off (the toast says so) and
 * stays pending until the shortlist is read again, so the card goes as the button stops spinning.
 * A failure gets the default error toast and the card stays.
 */
export function RemoveFromShortlistButton({ university }: RemoveFromShortlistButtonProps) {
  const choose = useChooseRecommendation();
  return (
    <Button
      variant="outline"
      className="w-full"
      aria-label={`Remove from shortlist: ${university.name}`}
      pending={choose.isPending}
      onClick={() => choose.mutate({ universityId: university.id, choice: null })}
    >
      <BookmarkMinus aria-hidden="true" />
      Remove from shortlist
    </Button>
  );
}
