import { type AssignedStudent, AssignedStudentsQuerySchema, caseloadLimits } from "@meridian/contract";
import { CalendarPlus, FileText, MessageSquare, MoreHorizontal, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { QueryContent } from "@/components/ui/panel-states";
import { SearchBox } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { formatRelativeTime } from "@/lib/format-relative-time";
import { Link } from "@/lib/router";
import { useListQueryState } from "@/lib/use-list-query-state";
import { useAssignedStudents } from "../api/list-assigned-students";
import { sectionPath, studentProfilePath } from "../sections";
import { Pager } from "./pager";
import { StudentStatusBadge } from "./student-status-badge";

export const NO_STUDENTS_TEXT =
  "No students assigned to you yet. Contact your admin to get students assigned.";

const fullName = (s: AssignedStudent) => `${s.firstName} ${s.lastName}`.trim();

interface StudentsSectionProps {
  /** Opens the meeting scheduler for a student (the page owns that dialog). */
  onScheduleMeeting: (student: AssignedStudent) => void;
  /** How many of the student's chat messages are unread (the page asks the chat feature). */
  unreadMessages?: (profileId: string) => number;
}

/** A student's row: the name leads to the profile, with any unread chat messages under it. */
function columnsFor(
  unreadMessages: StudentsSectionProps["unreadMessages"],
): readonly DataColumn<AssignedStudent>[] {
  return [
    {
      id: "student",
      header: "Student",
      rowHeader: true,
      className: "max-w-0 min-w-48 max-lg:max-w-none",
      cell: (student) => (
        <>
          <Link
            to={studentProfilePath(student.id)}
            className="block truncate font-medium text-foreground hover:underline"
          >
            {fullName(student)}
          </Link>
          <span className="block truncate text-xs font-normal text-muted-foreground">{student.email}</span>
          <UnreadLink profileId={student.id} count={unreadMessages?.(student.id) ?? 0} />
        </>
      ),
    },
    {
      id: "major",
      header: "Intended major",
      className: "whitespace-nowrap",
      cell: (student) =>
        student.intendedMajor === null ? (
          "Not known yet"
        ) : (
          <span className="text-foreground">{student.intendedMajor}</span>
        ),
    },
    {
      id: "shortlisted",
      header: "Shortlisted",
      className: "whitespace-nowrap text-foreground",
      cell: (student) => student.universitiesShortlisted,
    },
    {
      id: "status",
      header: "Status",
      className: "whitespace-nowrap",
      cell: (student) => <StudentStatusBadge status={student.status} />,
    },
    {
      id: "activity",
      header: "Last activity",
      className: "whitespace-nowrap",
      cell: (student) =>
        student.lastActivity ? (
          <time dateTime={student.lastActivity}>{formatRelativeTime(student.lastActivity)}</time>
        ) : (
          "No activity yet"
        ),
    },
  ];
}

/** The students the caller works: searched on the server as they type, a page at a time. */
export function StudentsSection({ onScheduleMeeting, unreadMessages }: StudentsSectionProps) {
  // A new search starts at its first page (the hook's rule).
  const paging = useListQueryState(AssignedStudentsQuerySchema, {
    pageSize: caseloadLimits.studentsPageSize,
  });
  const search = paging.query.search ?? "";
  const query = useAssignedStudents(paging.query);

  return (
    <div className="grid gap-4">
      <SearchBox
        label="Search students"
        placeholder="Search by name, email or major"
        maxLength={caseloadLimits.searchMax}
        value={search}
        onSearch={(text) => paging.setFilters({ search: text || undefined })}
      />
      <QueryContent query={query} failure="Your students could not be loaded." loading={<StudentsLoading />}>
        {({ data: students, meta: { total } }) => (
          <div className="grid gap-3">
            <DataTable
              caption="Your students"
              columns={columnsFor(unreadMessages)}
              rows={students}
              rowKey={(student) => student.id}
              busy={query.isFetching}
              cardsBelow="lg"
              empty={{ message: search ? `No students match "${search}".` : NO_STUDENTS_TEXT }}
              actions={(student) => <StudentMenu student={student} onScheduleMeeting={onScheduleMeeting} />}
            />
            {total === 0 ? null : <Pager noun="students" total={total} {...paging.pager} />}
          </div>
        )}
      </QueryContent>
    </div>
  );
}

function StudentMenu({
  student,
  onScheduleMeeting,
}: {
  student: AssignedStudent;
  onScheduleMeeting: (student: AssignedStudent) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${fullName(student)}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to={studentProfilePath(student.id)}>
            <UserRound aria-hidden="true" />
            View Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={studentProfilePath(student.id, "chat")}>
            <MessageSquare aria-hidden="true" />
            Send Message
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={sectionPath("applications", { studentId: student.id })}>
            <FileText aria-hidden="true" />
            View Applications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onScheduleMeeting(student)}>
          <CalendarPlus aria-hidden="true" />
          Schedule Meeting
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function StudentsLoading() {
  return (
    <div className="grid gap-2" role="status" aria-label="Loading your students">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-14" />
      ))}
    </div>
  );
}

/** A student's unread chat messages, leading to their chat; nothing when all are read. */
function UnreadLink({ profileId, count }: { profileId: string; count: number }) {
  if (count === 0) return null;
  return (
    <Link
      to={`${studentProfilePath(profileId)}?section=chat`}
      className="mt-1 inline-flex items-center rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground hover:underline"
    >
      {count} unread {count === 1 ? "message" : "messages"}
    </Link>
  );
}
