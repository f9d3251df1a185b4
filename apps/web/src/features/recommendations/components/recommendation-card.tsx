import { minKnownFactors, type Recommendation } from "@meridian/contract";
import { Bookmark, BookmarkCheck, MapPin, Trophy, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { useChooseRecommendation } from "../api/choose-recommendation";
import { formatWorldRank } from "../recommendation-display";

function Unknown({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground italic">{children}</span>;
}

interface RecommendationCardProps {
  recommendation: Recommendation;
  /** More actions from the page (e.g. "Add to my applications"). */
  extraAction?: ReactNode;
}

/**
 * One recommended university: where, what, what it costs, how it ranks, the match score with
 * its strongest reasons in plain words, how many of its factors it knew, and what it could not use.
 */
export function RecommendationCard({ recommendation: rec, extraAction }: RecommendationCardProps) {
  const choose = useChooseRecommendation();
  const { tuition, program, reasons, matchScore, confidence } = rec;
  const rank = formatWorldRank(rec);
  const basis = `Based on ${confidence.known} of ${confidence.of} factors`;
  const headingId = `recommendation-${rec.id}`;
  const busy = choose.isPending;
  return (
    <article aria-labelledby={headingId} className={cardClasses("raised", "flex flex-col gap-4 p-5")}>
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          {/* Focusable from code: it takes the focus when the card before it is dismissed. */}
          <h3
            id={headingId}
            tabIndex={-1}
            className="font-semibold wrap-anywhere text-foreground outline-none"
          >
            {rec.university}
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {rec.universityDetails.city ? `${rec.universityDetails.city}, ${rec.country}` : rec.country}
          </p>
        </div>
        <div className="shrink-0 text-right">
          {matchScore !== null ? (
            <>
              <p className="text-2xl font-bold text-primary">{matchScore}%</p>
              <p className="text-xs text-muted-foreground">match</p>
            </>
          ) : (
            // Fewer known factors than a percentage can honestly rest on (decision 073).
            <p className="max-w-28 text-xs text-muted-foreground">
              Not enough known to score (under {minKnownFactors} factors)
            </p>
          )}
        </div>
      </div>
      {matchScore !== null ? (
        <ProgressBar label={`Match score for ${rec.university}`} percent={matchScore} />
      ) : null}
      <p className="text-xs text-muted-foreground">{basis}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Program</dt>
        <dd className="text-foreground">{program ?? <Unknown>Not known</Unknown>}</dd>
        <dt className="text-muted-foreground">Tuition</dt>
        <dd className="text-foreground">{tuition ?? <Unknown>Not known</Unknown>}</dd>
        <dt className="text-muted-foreground">Ranking</dt>
        <dd className="flex items-center gap-1 text-foreground">
          {rank ? (
            <>
              <Trophy aria-hidden="true" className="size-3.5 text-warning-soft-foreground" />
              {rank}
            </>
          ) : (
            <Unknown>Unranked or not known</Unknown>
          )}
        </dd>
      </dl>
      {reasons.length > 0 ? (
        <div className="grid gap-1.5">
          <h4 className="text-sm font-medium text-foreground">Why it matches</h4>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {reasons.map((reason) => (
              <li key={reason.text} className="flex items-start gap-1.5">
                <span aria-hidden="true">•</span>
                {reason.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rec.unknowns.length > 0 ? (
        <div className="grid gap-1.5">
          <h4 className="text-sm font-medium text-foreground">Not counted (unknown)</h4>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {rec.unknowns.map((unknown) => (
              <li key={unknown}>{unknown}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {/* One button that turns into "Saved" and back, so it keeps the focus of the user who pressed it. */}
        <Button
          variant={rec.saved ? "secondary" : "outline"}
          size="sm"
          aria-label={
            rec.saved
              ? `Saved: remove ${rec.university} from your shortlist`
              : `Save to shortlist: ${rec.university}`
          }
          pending={busy}
          onClick={() => choose.mutate({ universityId: rec.id, choice: rec.saved ? null : "saved" })}
        >
          {rec.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {rec.saved ? "Saved" : "Save to shortlist"}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Dismiss ${rec.university}`}
          pending={busy}
          onClick={() => choose.mutate({ universityId: rec.id, choice: "dismissed" })}
        >
          <X aria-hidden="true" />
          Dismiss
        </Button>
        {extraAction}
      </div>
    </article>
  );
}
