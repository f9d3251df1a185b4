import type { University } from "@meridian/contract";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { describeMutationError } from "@/lib/mutation-error-toast";
import { Link } from "@/lib/router";
import { useChooseRecommendation } from "../api/choose-recommendation";
import { useRecommendations } from "../api/list-recommendations";

interface ShortlistToggleProps {
  university: Pick<University, "id" | "name">;
  /**
   * The student pressed "Sign in to save" before signing in: the toggle takes the focus, so one
   * press (or Enter) saves it. Nothing is written by following a link (decision 066).
   */
  offered?: boolean;
}

/**
 * "Save to shortlist" for one university, "Saved to shortlist" while it is saved (pressed again,
 * it takes it off). Whether it is saved is read
 * from the student's recommendations, which list every saved university, whatever its score or
 * country (decision 033). The toast says what happened; a refusal (the full shortlist's 409) stays
 * under the button until the next press.
 */
export function ShortlistToggle({ university, offered = false }: ShortlistToggleProps) {
  const list = useRecommendations();
  const choose = useChooseRecommendation({ errorToast: false });
  const { mutate } = choose;
  const button = useRef<HTMLButtonElement>(null);
  const offer = useRef(offered);
  // Once the list says whether it is saved (the button then reads true), not before.
  const ready = !list.isPending;
  useEffect(() => {
    if (!offer.current || !ready) return;
    offer.current = false;
    button.current?.focus();
    button.current?.scrollIntoView({ block: "center" });
  }, [ready]);

  const listed = list.data?.data.find((r) => r.id === university.id);
  // The server's answer until the list is read again after it (a refetch that failed keeps the old list).
  const answered =
    choose.isSuccess && choose.submittedAt > list.dataUpdatedAt ? choose.data.choice === "saved" : undefined;
  const saved = answered ?? listed?.saved ?? false;
  const error = choose.error;
  const full = isApiError(error) && error.status === 409;
  const label = saved ? "Saved to shortlist" : "Save to shortlist";

  return (
    <div className="grid gap-2">
      {/* One button that turns into "Saved" and back, so it keeps the focus of the user who pressed it. */}
      <Button
        ref={button}
        variant={saved ? "secondary" : "outline"}
        className="w-full"
        // The visible words first, then which university (the applications action's form).
        // The state is in the words ("Saved to shortlist"), not also in aria-pressed: a toggle's
        // name would then say it twice.
        aria-label={`${label}: ${university.name}`}
        pending={choose.isPending || list.isPending}
        onClick={() => mutate({ universityId: university.id, choice: saved ? null : "saved" })}
      >
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {label}
      </Button>
      {error ? (
        <Alert tone="destructive" title={full ? "Your shortlist is full" : "Your shortlist was not changed"}>
          <p>{full ? error.message : describeMutationError(error).description}</p>
          {full ? (
            <p className="mt-1">
              <Link
                to="/student/shortlist"
                className="font-medium underline underline-offset-4 hover:no-underline"
              >
                Open your shortlist
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
