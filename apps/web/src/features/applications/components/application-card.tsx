import type { Application } from "@meridian/contract";
import { CalendarClock, FileText, NotebookPen, Pencil, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";
import { applicationPath, intakeLabel, isDeletable, placeLabel } from "../application-display";
import { deadlineState, formatCalendarDate } from "../deadline";
import { ApplicationStatusBadge } from "./application-status-badge";

/** The deadline line of a card or page: the date and the days-left rule of spec part 2 §4. */
export function DeadlineLine({ deadlineDate, now }: { deadlineDate: string | null; now: Date }) {
  const state = deadlineState(deadlineDate, now);
  if (state.kind === "none") return <span className="text-muted-foreground">No deadline set</span>;
  return (
    <span>
      {formatCalendarDate(deadlineDate)}
      {" · "}
      <span className={cn("font-medium", state.kind === "passed" ? "text-destructive" : "text-foreground")}>
        {state.label}
      </span>
    </span>
  );
}

interface ApplicationCardProps {
  application: Application;
  now: Date;
  onEdit: (application: Application) => void;
  onNotes: (application: Application) => void;
  onDelete: (application: Application) => void;
}

/** One application on /applications with View, Edit (drafts), Documents, Notes and Delete. */
export function ApplicationCard({ application, now, onEdit, onNotes, onDelete }: ApplicationCardProps) {
  const { university } = application;
  // Every action names its application for screen readers, since each card has the same buttons.
  const named = (action: string) => `${action}: ${university.name}`;
  return (
    <article className={cardClasses("raised", "flex h-full flex-col gap-4 p-5")} aria-label={university.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-lg leading-snug font-semibold wrap-anywhere text-foreground">
            {university.name}
          </h2>
          <p className="text-sm text-muted-foreground">{placeLabel(university)}</p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <dl className="grid gap-2 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Program:</dt>
          <dd className="font-medium wrap-anywhere text-foreground">
            {application.course.name} · {application.course.degree}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Intake:</dt>
          <dd className="text-foreground">{intakeLabel(application.intake)}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="flex items-center gap-1 text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-4" />
            Deadline:
          </dt>
          <dd>
            <DeadlineLine deadlineDate={application.deadlineDate} now={now} />
          </dd>
        </div>
      </dl>
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground">Documents checklist</span>
          <span className="font-medium text-foreground">{application.progress}%</span>
        </div>
        <ProgressBar label={`Documents checklist: ${university.name}`} percent={application.progress} />
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={applicationPath(application.id)}
          aria-label={named("View")}
          className={buttonClasses("primary", "sm")}
        >
          View
        </Link>
        {application.status === "draft" ? (
          <Button variant="outline" size="sm" aria-label={named("Edit")} onClick={() => onEdit(application)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        <Link to="/documents" aria-label={named("Documents")} className={buttonClasses("outline", "sm")}>
          <FileText aria-hidden="true" />
          Documents
        </Link>
        <Button variant="outline" size="sm" aria-label={named("Notes")} onClick={() => onNotes(application)}>
          <NotebookPen aria-hidden="true" />
          Notes
        </Button>
        {isDeletable(application.status) ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={named("Delete")}
            className="text-destructive hover:bg-destructive-soft"
            onClick={() => onDelete(application)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  );
}
