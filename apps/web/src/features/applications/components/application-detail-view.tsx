import type { ApplicationDetail, ApplicationStatus } from "@meridian/contract";
import { ArrowLeft, FileQuestion, NotebookPen, Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { CardSection, cardClasses } from "@/components/ui/card";
import { LoadFailure } from "@/components/ui/panel-states";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { useApplication } from "../api/get-application";
import { intakeLabel, placeLabel } from "../application-display";
import { DeadlineLine } from "./application-card";
import { ApplicationChecklist } from "./application-checklist";
import { EditApplicationDialog } from "./application-form-dialog";
import { ApplicationStatusBadge } from "./application-status-badge";
import { NotesDialog } from "./notes-dialog";
import { StatusHistory } from "./status-history";
import { moveWording, TransitionDialog } from "./transition-dialog";

/** Who is looking: the page passes the signed-in user (this feature does not read the session). */
export interface ApplicationViewer {
  id: string;
  /** Where "back" leads: /applications for the student, their dashboard for staff. */
  backPath: string;
  backLabel: string;
}

function NotFound({ viewer }: { viewer: ApplicationViewer }) {
  return (
    <div className={cardClasses("dashed", "flex flex-col items-center gap-3 px-6 py-14 text-center")}>
      <FileQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold text-foreground">Application not found</h1>
      <p className="max-w-md text-muted-foreground">
        This application does not exist, was deleted, or is not one you can see.
      </p>
      <Link to={viewer.backPath} className={buttonClasses("primary")}>
        {viewer.backLabel}
      </Link>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere text-foreground">{children}</dd>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection aria-labelledby={id} className="grid gap-4 p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </CardSection>
  );
}

/** /applications/:id: the application, its moves, its checklist and its history. */
export function ApplicationDetailView({ id, viewer }: { id: string; viewer: ApplicationViewer }) {
  const query = useApplication(id);
  if (query.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading the application
        </p>
        <Skeleton className="h-32" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (query.isError) {
    // Another student's application answers exactly like an unknown one: not found.
    // A malformed id (422) is as unknown as a missing one.
    if (isApiError(query.error) && [404, 422].includes(query.error.status))
      return <NotFound viewer={viewer} />;
    return (
      <LoadFailure message="The application could not be loaded." onRetry={() => void query.refetch()} />
    );
  }
  return <Detail application={query.data} viewer={viewer} />;
}

function Detail({ application, viewer }: { application: ApplicationDetail; viewer: ApplicationViewer }) {
  const [moving, setMoving] = useState<ApplicationStatus | null>(null);
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(false);
  const isOwner = viewer.id === application.studentId;
  const { university } = application;

  return (
    <div className="grid gap-6">
      <Link to={viewer.backPath} className={buttonClasses("link", "sm", "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        {viewer.backLabel}
      </Link>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-foreground sm:text-3xl">
            {university.name}
          </h1>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="text-muted-foreground">
          {application.course.name} · {application.course.degree} · {placeLabel(university)}
        </p>
        <div className="flex flex-wrap gap-2">
          {application.nextStatuses.map((to) => (
            <Button
              key={to}
              variant={to === "withdrawn" || to === "rejected" ? "outline" : "primary"}
              onClick={() => setMoving(to)}
            >
              {moveWording(to).action}
            </Button>
          ))}
          {isOwner && application.status === "draft" ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
          {isOwner ? (
            <Button variant="outline" onClick={() => setNotes(true)}>
              <NotebookPen aria-hidden="true" />
              Notes
            </Button>
          ) : null}
        </div>
      </header>

      <Panel id="application-details" title="Details">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact label="Program">{application.course.name}</Fact>
          <Fact label="Degree">{application.course.degree}</Fact>
          <Fact label="Intake">{intakeLabel(application.intake)}</Fact>
          <Fact label="Deadline">
            <DeadlineLine deadlineDate={application.deadlineDate} now={new Date()} />
          </Fact>
          <Fact label="Submitted">
            {application.submittedAt ? formatDateTime(application.submittedAt) : "Not submitted yet"}
          </Fact>
          <Fact label="Notes">
            {application.notes ? <span className="whitespace-pre-line">{application.notes}</span> : "None"}
          </Fact>
        </dl>
      </Panel>

      <Panel id="application-checklist" title="Documents checklist">
        <div className="grid gap-1.5">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">Documents received</span>
            <span className="font-medium text-foreground">{application.progress}%</span>
          </div>
          <ProgressBar label="Documents received" percent={application.progress} />
        </div>
        <ApplicationChecklist
          applicationId={application.id}
          checklist={application.checklist}
          canAttach={isOwner}
        />
      </Panel>

      <Panel id="application-history" title="History">
        <StatusHistory history={application.history} />
      </Panel>

      <TransitionDialog
        applicationId={application.id}
        to={moving}
        missingDocuments={application.missingDocuments}
        onClose={() => setMoving(null)}
      />
      <EditApplicationDialog application={editing ? application : null} onClose={() => setEditing(false)} />
      <NotesDialog application={notes ? application : null} onClose={() => setNotes(false)} />
    </div>
  );
}
