import type { Application } from "@meridian/contract";
import { ArrowRight, ListChecks, Plus } from "lucide-react";
import { SearchUniversitiesButton } from "@/components/search-universities-button";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { PanelHeading } from "@/components/ui/panel-heading";
import { NextStep, QueryContent } from "@/components/ui/panel-states";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SkeletonGroup } from "@/components/ui/skeleton-group";
import { useApplications } from "@/features/applications/api/list-applications";
import { applicationPath } from "@/features/applications/application-display";
import { ApplicationStatusBadge } from "@/features/applications/components/application-status-badge";
import { deadlineState, formatCalendarDate } from "@/features/applications/deadline";
import { Link } from "@/lib/router";

/** How many applications the dashboard lists; the rest are on /applications. */
const SHOWN = 5;

function ApplicationRow({ application }: { application: Application }) {
  const deadline = formatCalendarDate(application.deadlineDate);
  const left = deadlineState(application.deadlineDate);
  const headingId = `dashboard-application-${application.id}`;
  return (
    <article aria-labelledby={headingId} className={cardClasses("raised", "grid gap-3 p-4 sm:p-5")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="font-semibold wrap-anywhere text-foreground">
            {application.university.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {application.course.name} · {application.course.degree}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <div className="grid gap-1.5">
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>Documents</span>
          <span>{application.progress}%</span>
        </div>
        <ProgressBar label={`Documents for ${application.university.name}`} percent={application.progress} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          Deadline: {deadline || <span className="italic">not set</span>}
          {left.kind === "none" ? null : ` · ${left.label}`}
        </span>
        <Button variant="outline" size="sm" asChild>
          <Link
            to={applicationPath(application.id)}
            aria-label={`View Details: ${application.university.name}`}
          >
            View Details
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** The first few applications, or the way to a first one. */
function ApplicationList({ applications }: { applications: Application[] }) {
  if (applications.length === 0) {
    return (
      <NextStep message="No applications yet. Find a university you like, then add it to your applications.">
        <SearchUniversitiesButton size="sm" />
      </NextStep>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Your applications" className="grid gap-3">
        {applications.slice(0, SHOWN).map((application) => (
          <li key={application.id}>
            <ApplicationRow application={application} />
          </li>
        ))}
      </ul>
      {applications.length > SHOWN ? (
        <Link
          to="/applications"
          className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          All {applications.length} applications
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

/** The dashboard's applications (spec part 2 §2), newest first; never sample rows. */
export function ApplicationsPanel() {
  const applications = useApplications();

  return (
    <section aria-labelledby="applications-heading" className="grid gap-4">
      <PanelHeading
        id="applications-heading"
        icon={ListChecks}
        title="My applications"
        description="Where each application stands, and what it still needs."
        action={
          <Button size="sm" asChild>
            <Link to="/applications">
              <Plus aria-hidden="true" />
              New Application
            </Link>
          </Button>
        }
      />
      <QueryContent
        query={applications}
        failure="Your applications could not be loaded."
        loading={<SkeletonGroup className="grid gap-3" blocks={["h-32", "h-32"]} />}
      >
        {({ data: list }) => <ApplicationList applications={list} />}
      </QueryContent>
    </section>
  );
}
