import { applicationStatuses, applicationStatusLabels } from "@meridian/contract";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { useCaseloadAnalytics } from "../api/get-caseload-analytics";
import { sectionPath } from "../sections";
import { AnalyticsTiles } from "./analytics-section";

/** A short summary of the caller's caseload: the headline figures and applications by status. */
export function OverviewSummary() {
  const query = useCaseloadAnalytics();
  return (
    <QueryContent
      query={query}
      failure="Your summary could not be loaded."
      loading={<Skeleton className="h-24" role="status" aria-label="Loading your summary" />}
    >
      {(data) => {
        const statuses = applicationStatuses.filter((s) => (data.applications.byStatus[s] ?? 0) > 0);
        return (
          <div className="grid gap-4">
            <AnalyticsTiles data={data} />
            {statuses.length > 0 ? (
              <section aria-label="Applications by status" className="grid gap-2">
                <h3 className="text-sm font-semibold text-foreground">Applications by status</h3>
                <ul className="flex flex-wrap gap-2">
                  {statuses.map((s) => (
                    <li key={s}>
                      <Link
                        to={sectionPath("applications", { status: s })}
                        className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm text-foreground hover:bg-muted"
                      >
                        {applicationStatusLabels[s]}
                        <span className="font-semibold tabular-nums">{data.applications.byStatus[s]}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        );
      }}
    </QueryContent>
  );
}
