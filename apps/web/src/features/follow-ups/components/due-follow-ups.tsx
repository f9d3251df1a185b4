import { BellRing } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PanelSection } from "@/components/ui/panel-section";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDateTimeInZone } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { useDueFollowUps } from "../api/list-due-follow-ups";
import { PriorityBadge } from "./priority-badge";

/** The Overview card: the signed-in counselor's follow-ups falling due and overdue. */
export function DueFollowUps() {
  const query = useDueFollowUps();
  return (
    <PanelSection
      className="grid gap-4 p-4 sm:p-6"
      icon={BellRing}
      title="Follow-ups due"
      description="Open notes of your students due within 24 hours, and overdue ones."
    >
      <QueryContent
        query={query}
        failure="Your follow-ups could not be loaded."
        loading={
          <div role="status">
            <span className="sr-only">Loading follow-ups</span>
            <Skeleton className="h-24" />
          </div>
        }
      >
        {({ data: notes, meta: { total } }) =>
          notes.length === 0 ? (
            <EmptyNote>Nothing due: no follow-up falls due in the next 24 hours.</EmptyNote>
          ) : (
            <div className="grid gap-2">
              <ul className="grid gap-2">
                {notes.map((note) => (
                  <li
                    key={note.id}
                    className={cn(
                      "grid gap-1 rounded-lg border p-3",
                      note.overdue ? "border-destructive bg-destructive-soft/40" : "border-border",
                    )}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <Link
                        to={`/dashboard/team/student/${note.student.profileId}?section=follow-up`}
                        className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
                      >
                        {note.student.name}
                      </Link>
                      <div className="flex flex-wrap gap-1.5">
                        {note.overdue ? <Badge tone="destructive">Overdue</Badge> : null}
                        <PriorityBadge priority={note.priority} />
                      </div>
                    </div>
                    <p className="text-sm wrap-anywhere text-foreground">{note.title}</p>
                    <p
                      className={cn(
                        "text-sm",
                        note.overdue ? "font-medium text-destructive" : "text-muted-foreground",
                      )}
                    >
                      Due {formatDateTimeInZone(note.dueAt)}
                    </p>
                  </li>
                ))}
              </ul>
              {total > notes.length ? (
                <p className="text-sm text-muted-foreground">
                  The {notes.length} most pressing of {total} are shown.
                </p>
              ) : null}
            </div>
          )
        }
      </QueryContent>
    </PanelSection>
  );
}
