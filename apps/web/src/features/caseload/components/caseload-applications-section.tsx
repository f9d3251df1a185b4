import {
  type ApplicationStatus,
  applicationStatuses,
  applicationStatusLabels,
  type CaseloadApplication,
  caseloadLimits,
} from "@meridian/contract";
import { ChevronDown, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format-date";
import { Link, useSearchParams } from "@/lib/router";
import { useCaseloadApplications } from "../api/list-caseload-applications";
import { studentProfilePath } from "../sections";
import { usePageOffset } from "../use-page-offset";
import { Pager } from "./pager";

const isStatus = (value: string | null): value is ApplicationStatus =>
  (applicationStatuses as readonly string[]).includes(value ?? "");

interface CaseloadApplicationsSectionProps {
  /** The badge of a status (the page brings the applications feature's). */
  renderStatus: (status: ApplicationStatus) => ReactNode;
  /** Asks to make a move (the page confirms it with the applications feature's dialog). */
  onMove: (application: CaseloadApplication, to: ApplicationStatus) => void;
  /** The address of an application's page (the applications feature's). */
  applicationHref: (id: string) => string;
}

/**
 * Every application of the caller's students, filtered by status and student (both in the URL,
 * so "View Applications" of a student is a link), with the moves the caller may make.
 */
export function CaseloadApplicationsSection({
  renderStatus,
  onMove,
  applicationHref,
}: CaseloadApplicationsSectionProps) {
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get("status")) ? (params.get("status") as ApplicationStatus) : undefined;
  const studentId = params.get("student") ?? undefined;
  const [offset, setOffset] = usePageOffset(`${status ?? ""}|${studentId ?? ""}`);
  const limit = caseloadLimits.applicationsPageSize;
  const query = useCaseloadApplications({ status, studentId, limit, offset });

  const setFilter = (name: "status" | "student", value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const studentName = query.data?.data.find((a) => a.student.id === studentId)?.student;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          className="w-full sm:w-56"
          value={status ?? ""}
          onChange={(event) => setFilter("status", event.target.value || undefined)}
        >
          <option value="">All statuses</option>
          <SelectOptions values={applicationStatuses} labels={applicationStatusLabels} />
        </SelectField>
        {studentId ? (
          <p className="flex items-center gap-2 rounded-full bg-muted py-1 pr-1 pl-3 text-sm text-foreground">
            Student: {studentName ? `${studentName.firstName} ${studentName.lastName}` : "the one you chose"}
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              aria-label="Show every student's applications"
              onClick={() => setFilter("student", undefined)}
            >
              <X aria-hidden="true" />
            </Button>
          </p>
        ) : null}
      </div>
      <QueryContent
        query={query}
        failure={
          isApiError(query.error) && query.error.status === 404
            ? "That student is not one of yours."
            : "The applications could not be loaded."
        }
        loading={<ApplicationsLoading />}
      >
        {({ data: applications, meta: { total } }) =>
          total === 0 ? (
            <EmptyNote>
              {status || studentId
                ? "No applications match these filters."
                : "Your students have no applications yet."}
            </EmptyNote>
          ) : (
            <div className="grid gap-3" aria-busy={query.isFetching}>
              <ul className="grid gap-3">
                {applications.map((application) => (
                  <ApplicationRow
                    key={application.id}
                    application={application}
                    status={renderStatus(application.status)}
                    onMove={onMove}
                    href={applicationHref(application.id)}
                  />
                ))}
              </ul>
              <Pager noun="applications" total={total} limit={limit} offset={offset} onOffset={setOffset} />
            </div>
          )
        }
      </QueryContent>
    </div>
  );
}

function ApplicationRow({
  application,
  status,
  onMove,
  href,
}: {
  application: CaseloadApplication;
  status: ReactNode;
  onMove: CaseloadApplicationsSectionProps["onMove"];
  href: string;
}) {
  const { university, program, student } = application;
  const studentName = `${student.firstName} ${student.lastName}`;
  return (
    <li>
      <article
        aria-label={`${university.name}, ${studentName}`}
        className={cardClasses("raised", "flex flex-wrap items-start justify-between gap-3 p-4")}
      >
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold text-foreground">
            {/* The application's page: its checklist, documents, history and every move. */}
            <Link to={href} className="underline-offset-4 hover:underline">
              {university.name}
              <span className="sr-only">: open the application of {studentName}</span>
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {program.name} · {program.degree}
          </p>
          <p className="text-sm text-muted-foreground">
            <Link
              to={studentProfilePath(student.id)}
              className="text-foreground underline underline-offset-2"
            >
              {studentName}
            </Link>
            {" · "}
            {application.deadline ? `Deadline ${formatDate(application.deadline)}` : "No deadline set"}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {status}
          {application.nextStatuses.length > 0 ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Change status: ${university.name}, ${studentName}`}
                >
                  Change status
                  <ChevronDown aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {application.nextStatuses.map((to) => (
                  <DropdownMenuItem key={to} onSelect={() => onMove(application, to)}>
                    {applicationStatusLabels[to]}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function ApplicationsLoading() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading applications">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24" />
      ))}
    </div>
  );
}
