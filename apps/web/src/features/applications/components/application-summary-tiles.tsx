import type { ApplicationSummary } from "@meridian/contract";
import { cardClasses } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { StatTile } from "@/components/ui/stat-tile";

/** Success rate, or a plain "unknown" until one application has a decision (never a made-up 0 %). */
function SuccessRate({ rate }: { rate: number | null }) {
  if (rate === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Unknown</span>
        <span className="block text-xs font-normal text-muted-foreground">No decision yet</span>
      </>
    );
  }
  return <>{Math.round(rate)}%</>;
}

/** The tiles and overall progress bar of /applications (spec part 2 §2, §4). */
export function ApplicationSummaryTiles({ summary }: { summary: ApplicationSummary }) {
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile label="Total">{summary.total}</StatTile>
        <StatTile label="Submitted">{summary.submitted}</StatTile>
        <StatTile label="Accepted">{summary.accepted}</StatTile>
        <StatTile label="Success Rate">
          <SuccessRate rate={summary.successRate} />
        </StatTile>
      </dl>
      <div className={cardClasses("raised", "grid gap-2 p-4 sm:p-5")}>
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-foreground">Overall progress</span>
          <span className="text-muted-foreground">{summary.progress}% past draft</span>
        </div>
        <ProgressBar label="Overall progress" percent={summary.progress} />
      </div>
    </div>
  );
}
