import {
  type ApplicationStatus,
  applicationStatuses,
  applicationStatusLabels,
  type CaseloadApplication,
  CaseloadApplicationsQuerySchema,
  caseloadLimits,
} from "@meridian/contract";
import { ChevronDown, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { QueryContent } from "@/components/ui/panel-states";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { formatDate } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { useListQueryState } from "@/lib/use-list-query-state";
import { useCaseloadApplications } from "../api/list-caseload-applications";
import { studentProfilePath } from "../sections";
import { Pager } from "./pager";

interface CaseloadApplicationsSectionProps {
  /** The badge of a status (the page brings the applications feature's). */
  renderStatus: (status: ApplicationStatus) => ReactNode;
  /** Asks to make a move (the page confirms it with the applications feature's dialog). */
  onMove: (application: CaseloadApplication, to: ApplicationStatus) => void;
  /** The address of an application's page (the applications feature's). */
  applicationHref: (id: string) => string;
}

const studentName = ({ student }: CaseloadApplication) => `${student.firstName} ${student.lastName}`;

function columnsFor({
  renderStatus,
  applicationHref,
}: CaseloadApplicationsSectionProps): readonly DataColumn<CaseloadApplication>[] {
  return [
    {
      id: "university",
      header: "University",
      rowHeader: true,
      cell: (application) => (
        <>
          {/* The application's page: its checklist, documents, history and every move. */}
          <Link
            to={applicationHref(application.id)}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {application.university.name}
            <span className="sr-only">: open the application of {studentName(application)}</span>
          </Link>
          <span className="block text-xs font-normal text-muted-foreground">
            {application.program.name} · {application.program.degree}
          </span>
        </>
      ),
    },
    {
      id: "student",
      header: "Student",
      cell: (application) => (
        <Link
          to={studentProfilePath(application.student.id)}
          className="text-foreground underline underline-offset-2"
        >
          {studentName(application)}
        </Link>
      ),
    },
    {
      id: "deadline",
      header: "Deadline",
      className: "whitespace-nowrap",
      cell: (application) => (application.deadline ? formatDate(application.deadline) : "No deadline set"),
    },
    {
      id: "status",
      header: "Status",
      className: "whitespace-nowrap",
      cell: (application) => renderStatus(application.status),
    },
  ];
}

/**
 * Every application of the caller's students, filtered by status and student (both in the URL,
 * so "View Applications" of a student is a link), with the moves the caller may make.
 */
export function CaseloadApplicationsSection(props: CaseloadApplicationsSectionProps) {
  // In the address (`?status=…&studentId=…&page=…`); a new filter starts at the first page.
  const paging = useListQueryState(CaseloadApplicationsQuerySchema, {
    pageSize: caseloadLimits.applicationsPageSize,
    inUrl: true,
  });
  const { status, studentId } = paging.query;
  const query = useCaseloadApplications(paging.query);
  const chosen = query.data?.data.find((application) => application.student.id === studentId);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          className="w-full sm:w-56"
          value={status ?? ""}
          onChange={(event) => paging.setFilters({ status: statusOf(event.target.value) })}
        >
          <option value="">All statuses</option>
          <SelectOptions values={applicationStatuses} labels={applicationStatusLabels} />
        </SelectField>
        {studentId ? (
          <p className="flex items-center gap-2 rounded-full bg-muted py-1 pr-1 pl-3 text-sm text-foreground">
            Student: {chosen ? studentName(chosen) : "the one you chose"}
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2"
              aria-label="Show every student's applications"
              onClick={() => paging.setFilters({ studentId: undefined })}
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
        {({ data: applications, meta: { total } }) => (
          <div className="grid gap-3">
            <DataTable
              caption="Applications of your students"
              columns={columnsFor(props)}
              rows={applications}
              rowKey={(application) => application.id}
              rowLabel={(application) => `${application.university.name}, ${studentName(application)}`}
              busy={query.isFetching}
              cardsBelow="lg"
              empty={{
                message:
                  status || studentId
                    ? "No applications match these filters."
                    : "Your students have no applications yet.",
              }}
              actions={(application) => <MoveMenu application={application} onMove={props.onMove} />}
            />
            <Pager noun="applications" total={total} {...paging.pager} />
          </div>
        )}
      </QueryContent>
    </div>
  );
}

/** The select's value as a status; "" (All statuses) as none. */
function statusOf(value: string): ApplicationStatus | undefined {
  return applicationStatuses.find((status) => status === value);
}

/** The moves the caller may make from the application's status; no menu when there is none. */
function MoveMenu({
  application,
  onMove,
}: {
  application: CaseloadApplication;
  onMove: CaseloadApplicationsSectionProps["onMove"];
}) {
  if (application.nextStatuses.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Change status: ${application.university.name}, ${studentName(application)}`}
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
