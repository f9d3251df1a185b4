import { type AssignedStudent, caseloadLimits } from "@meridian/contract";
import { CalendarPlus, FileText, MessageSquare, MoreHorizontal, Search, UserRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { EmptyNote, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { formatRelativeTime } from "@/lib/format-relative-time";
import { Link } from "@/lib/router";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAssignedStudents } from "../api/list-assigned-students";
import { sectionPath, studentProfilePath } from "../sections";
import { usePageOffset } from "../use-page-offset";
import { Pager } from "./pager";
import { StudentStatusBadge } from "./student-status-badge";

/** Typing pauses this long before the server is asked (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 300;

export const NO_STUDENTS_TEXT =
  "No students assigned to you yet. Contact your admin to get students assigned.";

const fullName = (s: AssignedStudent) => `${s.firstName} ${s.lastName}`.trim();

interface StudentsSectionProps {
  /** Opens the meeting scheduler for a student (the page owns that dialog). */
  onScheduleMeeting: (student: AssignedStudent) => void;
  /** How many of the student's chat messages are unread (the page asks the chat feature). */
  unreadMessages?: (profileId: string) => number;
}

/** The students the caller works: searched on the server as they type, a page at a time. */
export function StudentsSection({ onScheduleMeeting, unreadMessages }: StudentsSectionProps) {
  const [text, setText] = useState("");
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [offset, setOffset] = usePageOffset(search);
  const limit = caseloadLimits.studentsPageSize;
  const query = useAssignedStudents({ search: search || undefined, limit, offset });

  return (
    <div className="grid gap-4">
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          withLeadingIcon
          aria-label="Search students"
          placeholder="Search by name, email or major"
          maxLength={caseloadLimits.searchMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <QueryContent query={query} failure="Your students could not be loaded." loading={<StudentsLoading />}>
        {({ data: students, meta: { total } }) =>
          total === 0 ? (
            <EmptyNote>{search ? `No students match "${search}".` : NO_STUDENTS_TEXT}</EmptyNote>
          ) : (
            <div className="grid gap-3" aria-busy={query.isFetching}>
              <div className="overflow-hidden rounded-xl border border-border bg-surface">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Your students</caption>
                  <thead className="border-b border-border bg-muted/50 text-xs text-muted-foreground uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                        Student
                      </th>
                      <th scope="col" className="hidden px-4 py-2.5 font-medium lg:table-cell">
                        Intended major
                      </th>
                      <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
                        Shortlisted
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium sm:px-4">
                        Status
                      </th>
                      <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
                        Last activity
                      </th>
                      <th scope="col" className="px-2 py-2.5 sm:px-4">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {students.map((student) => (
                      <tr key={student.id}>
                        <td className="w-full max-w-0 px-3 py-3 sm:px-4">
                          <Link
                            to={studentProfilePath(student.id)}
                            className="block truncate font-medium text-foreground hover:underline"
                          >
                            {fullName(student)}
                          </Link>
                          <span className="block truncate text-xs text-muted-foreground">
                            {student.email}
                          </span>
                          <UnreadLink profileId={student.id} count={unreadMessages?.(student.id) ?? 0} />
                        </td>
                        <td className="hidden px-4 py-3 text-foreground lg:table-cell whitespace-nowrap">
                          {student.intendedMajor ?? (
                            <span className="text-muted-foreground">Not known yet</span>
                          )}
                        </td>
                        <td className="hidden px-4 py-3 text-foreground md:table-cell whitespace-nowrap">
                          {student.universitiesShortlisted}
                        </td>
                        <td className="px-3 py-3 whitespace-nowrap sm:px-4">
                          <StudentStatusBadge status={student.status} />
                        </td>
                        <td className="hidden px-4 py-3 text-muted-foreground md:table-cell whitespace-nowrap">
                          {student.lastActivity ? (
                            <time dateTime={student.lastActivity}>
                              {formatRelativeTime(student.lastActivity)}
                            </time>
                          ) : (
                            "No activity yet"
                          )}
                        </td>
                        <td className="px-2 py-3 text-right sm:px-4">
                          <StudentMenu student={student} onScheduleMeeting={onScheduleMeeting} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager noun="students" total={total} limit={limit} offset={offset} onOffset={setOffset} />
            </div>
          )
        }
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
          <Link to={sectionPath("applications", { student: student.id })}>
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
