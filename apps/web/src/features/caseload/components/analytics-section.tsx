import {
  type ApplicationStatus,
  applicationStatuses,
  applicationStatusLabels,
  type CaseloadAnalytics,
  studentStatuses,
  studentStatusLabels,
} from "@meridian/contract";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { StatTile } from "@/components/ui/stat-tile";
import { cn } from "@/lib/cn";
import { useCaseloadAnalytics } from "../api/get-caseload-analytics";
import { studentStatusBarClasses } from "../student-status";

/** A figure the server does not know yet (a success rate with nothing decided). */
export const UNKNOWN_FIGURE = "—";

/** The caller's figures, counted by the server from the rows: tiles, then bars by status. */
export function AnalyticsSection() {
  const query = useCaseloadAnalytics();
  return (
    <QueryContent query={query} failure="Your figures could not be loaded." loading={<AnalyticsLoading />}>
      {(data) => (
        <div className="grid gap-6">
          <AnalyticsTiles data={data} />
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile label="Open follow-ups">{data.followUps.open}</StatTile>
            <StatTile label="Due within 24 hours">{data.followUps.due}</StatTile>
            <StatTile label="Overdue follow-ups">{data.followUps.overdue}</StatTile>
            <StatTile
              label="Median reply time"
              note={`Over ${data.replies.answered} answered ${data.replies.answered === 1 ? "message" : "messages"}`}
            >
              {formatWait(data.replies.medianSeconds)}
            </StatTile>
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <Bars
              title="Students by status"
              total={data.students.total}
              rows={studentStatuses.map((s) => ({
                key: s,
                label: studentStatusLabels[s],
                value: data.students.byStatus[s] ?? 0,
                barClass: studentStatusBarClasses[s],
              }))}
            />
            <Bars
              title="Applications by status"
              total={data.applications.total}
              rows={applicationStatuses.map((s: ApplicationStatus) => ({
                key: s,
                label: applicationStatusLabels[s],
                value: data.applications.byStatus[s] ?? 0,
                barClass: "bg-primary",
              }))}
            />
          </div>
        </div>
      )}
    </QueryContent>
  );
}

/** A wait in the largest unit that reads naturally ("45 s", "12 min", "3.5 h", "2.1 days"). */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return UNKNOWN_FIGURE;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3_600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${(seconds / 3_600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}

/** The four headline figures (also the Overview's summary). */
export function AnalyticsTiles({ data }: { data: CaseloadAnalytics }) {
  const rate = data.applications.successRate;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="My students">{data.students.total}</StatTile>
      <StatTile label="Applications">{data.applications.total}</StatTile>
      <StatTile label="Offers">{data.applications.accepted}</StatTile>
      <StatTile
        label="Success rate"
        note={rate === null ? "No decision yet" : "Offers of decided applications"}
      >
        {rate === null ? UNKNOWN_FIGURE : `${rate}%`}
      </StatTile>
    </dl>
  );
}

interface BarRow {
  key: string;
  label: string;
  value: number;
  barClass: string;
}

/** A labelled bar per row, its figure in words too (the bar alone is decoration). */
function Bars({ title, total, rows }: { title: string; total: number; rows: BarRow[] }) {
  const shown = rows.filter((row) => row.value > 0);
  return (
    <section
      aria-label={title}
      className="grid content-start gap-3 rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      <h3 className="font-semibold text-foreground">{title}</h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <ul className="grid gap-2.5">
          {shown.map((row) => (
            <li key={row.key} className="grid gap-1">
              <div className="flex justify-between gap-2 text-sm">
                <span className="text-foreground">{row.label}</span>
                <span className="font-medium text-foreground tabular-nums">{row.value}</span>
              </div>
              <div aria-hidden="true" className="h-2 rounded-full bg-muted">
                <div
                  className={cn("h-2 rounded-full", row.barClass)}
                  style={{ width: `${Math.max(2, Math.round((100 * row.value) / Math.max(total, 1)))}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AnalyticsLoading() {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label="Loading your figures">
      {[0, 1, 2, 3].map((tile) => (
        <Skeleton key={tile} className="h-24" />
      ))}
    </div>
  );
}
