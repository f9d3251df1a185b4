import { applicationStatusLabels, type StatusChange } from "@meridian/contract";
import { ArrowRight } from "lucide-react";
import { formatDateTime } from "@/lib/format-date";

// The roles the server writes on a history row (the mover's role at the time).
const roleLabels: Record<string, string> = {
  student: "Student",
  admin: "Administrator",
  counselor: "Counselor",
  staff: "Team Member",
  company: "Company Profile",
};

/** The role as people say it; another team role ("visa_officer") is shown in words. */
export function roleLabel(role: string): string {
  const known = roleLabels[role];
  if (known) return known;
  const words = role.replaceAll("_", " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Team Member";
}

/** Who moved the application where, when, and why (oldest first, as a timeline reads). */
export function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  if (history.length === 0) {
    return <p className="text-sm text-muted-foreground">No status changes yet.</p>;
  }
  const ordered = [...history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="grid gap-4 border-l-2 border-border pl-5">
      {ordered.map((change) => (
        <li key={change.id} className="relative grid gap-1">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-surface bg-primary"
          />
          <p className="flex flex-wrap items-center gap-1.5 text-sm font-medium text-foreground">
            {change.from === null ? (
              <>Created as {applicationStatusLabels[change.to]}</>
            ) : (
              <>
                {applicationStatusLabels[change.from]}
                <ArrowRight aria-label="to" className="size-4 text-muted-foreground" />
                {applicationStatusLabels[change.to]}
              </>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {change.by.name} ({roleLabel(change.by.role)}) ·{" "}
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
          </p>
          {change.note ? (
            <p className="rounded-md bg-muted px-3 py-2 text-sm wrap-anywhere whitespace-pre-line text-foreground">
              {change.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
