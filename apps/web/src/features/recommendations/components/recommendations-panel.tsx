import type { Recommendation, RecommendationList as RecommendationListData } from "@meridian/contract";
import { ArrowRight, SlidersHorizontal, Sparkles } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { SearchUniversitiesButton } from "@/components/search-universities-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FocusPassingItem } from "@/components/ui/focus-passing-item";
import { PanelHeading } from "@/components/ui/panel-heading";
import { NextStep, QueryContent } from "@/components/ui/panel-states";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { cardHeadingAt } from "@/lib/keep-focus";
import { Link } from "@/lib/router";
import { useRecommendations } from "../api/list-recommendations";
import { describeMissing } from "../recommendation-display";
import { RecommendationCard } from "./recommendation-card";

interface RecommendationsPanelProps {
  /** Opens the study preferences form. */
  onEditPreferences: () => void;
  /** More actions on each card, from the page. */
  extraAction?: (recommendation: Recommendation) => ReactNode;
}

const headingId = "recommendations-heading";

/** The matches, the inputs still missing, or the next step when there is no match. */
function RecommendationList({
  data: {
    data: list,
    meta: { missingPreferences },
  },
  onEditPreferences,
  extraAction,
}: RecommendationsPanelProps & { data: RecommendationListData }) {
  const listRef = useRef<HTMLUListElement>(null);
  // The card now at the removed one's place (the next), else the last, else the panel's heading.
  const focusNear = (index: number) =>
    cardHeadingAt(listRef.current, index) ?? document.getElementById(headingId);
  return (
    <div className="grid gap-4">
      {missingPreferences.length > 0 ? (
        <Alert tone="info" title="Complete your study preferences">
          <p>
            Not given yet: {describeMissing(missingPreferences)}. Scores leave these out; the more you tell
            us, the better the matches.
          </p>
          <Button variant="link" className="mt-1" onClick={onEditPreferences}>
            Complete your study preferences
          </Button>
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <NextStep message="No matches yet. Tell us what you want to study, or search the catalogue yourself.">
          <Button size="sm" onClick={onEditPreferences}>
            <SlidersHorizontal aria-hidden="true" />
            Set study preferences
          </Button>
          <SearchUniversitiesButton size="sm" variant="outline" />
        </NextStep>
      ) : (
        <ul ref={listRef} aria-label="Recommended universities" className="grid gap-4 md:grid-cols-2">
          {list.map((recommendation, index) => (
            <FocusPassingItem
              key={recommendation.id}
              className="grid"
              focusAfterRemoval={() => focusNear(index)}
            >
              <RecommendationCard
                recommendation={recommendation}
                extraAction={extraAction?.(recommendation)}
              />
            </FocusPassingItem>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The dashboard's recommendations: the student's matches, or the next step to get some. */
export function RecommendationsPanel({ onEditPreferences, extraAction }: RecommendationsPanelProps) {
  const recommendations = useRecommendations();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <PanelHeading
        id={headingId}
        focusable
        icon={Sparkles}
        title="Recommended for you"
        description="Matched to your study preferences, each score with its reasons."
        action={
          // Every recommendation the student saved is on their shortlist.
          <Button variant="outline" size="sm" asChild>
            <Link to="/student/shortlist">
              View All
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <QueryContent
        query={recommendations}
        failure="Your recommendations could not be loaded."
        loading={<SkeletonGroup className="grid gap-4 md:grid-cols-2" blocks={["h-64", "h-64"]} />}
      >
        {(data) => (
          <RecommendationList data={data} onEditPreferences={onEditPreferences} extraAction={extraAction} />
        )}
      </QueryContent>
    </section>
  );
}
