import type { CounselorStudent } from "@meridian/contract";
import {
  ArrowLeft,
  ClipboardList,
  FileText,
  MessageSquare,
  PanelLeftClose,
  PanelLeftOpen,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SectionLink } from "@/components/ui/section-link";
import { Spinner } from "@/components/ui/spinner";
import { CounselorChat } from "@/features/chat/components/counselor-chat";
import { StudentDocumentsTable } from "@/features/documents/components/student-documents-table";
import { FollowUpSection } from "@/features/follow-ups/components/follow-up-section";
import { useStudent } from "@/features/student-profile/api/get-student";
import { StudentDetails } from "@/features/student-profile/components/student-details";
import { StudentStatusBadge, StudentStatusMenu } from "@/features/student-profile/components/student-status";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { Link, useParams, useSearchParams } from "@/lib/router";

/** The four sections of the screen (spec part 2 §2), named in the URL: `?section=chat`. */
const sections = [
  { id: "details", label: "View Details", icon: UserRound },
  { id: "follow-up", label: "Follow-up", icon: ClipboardList },
  { id: "documents", label: "Documents", icon: FileText },
  { id: "chat", label: "Chat", icon: MessageSquare },
] as const;
type SectionId = (typeof sections)[number]["id"];

function sectionOf(value: string | null): SectionId {
  return sections.find((section) => section.id === value)?.id ?? "details";
}

const TEAM_DASHBOARD = "/dashboard/team";

function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={TEAM_DASHBOARD}>
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </Link>
    </Button>
  );
}

function initialsOf(student: Pick<CounselorStudent, "firstName" | "lastName"> | undefined): string {
  const letters = `${student?.firstName.trim()[0] ?? ""}${student?.lastName.trim()[0] ?? ""}`.toUpperCase();
  return letters || "S";
}

/** A state of the whole screen (not found, failed): its title, words and the way back. */
function ScreenState({ title, message }: { title: string; message?: string }) {
  return (
    <section className="container-page grid max-w-2xl justify-items-start gap-3 py-14">
      <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      <BackButton />
    </section>
  );
}

/** The collapsible navigation between the four sections; a row of links on small screens. */
function SectionNav({ current }: { current: SectionId }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <nav
      aria-label="Student profile sections"
      className={cn("grid content-start gap-2 lg:sticky lg:top-24", collapsed ? "lg:w-14" : "lg:w-52")}
    >
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start max-lg:hidden"
        aria-expanded={!collapsed}
        aria-controls="student-section-links"
        onClick={() => setCollapsed((value) => !value)}
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
        <span className={collapsed ? "sr-only" : undefined}>
          {collapsed ? "Expand navigation" : "Collapse navigation"}
        </span>
      </Button>
      <ul id="student-section-links" className="flex flex-wrap gap-1 lg:grid">
        {sections.map(({ id, label, icon }) => (
          <li key={id}>
            <SectionLink
              to={`?section=${id}`}
              label={label}
              icon={icon}
              current={current === id}
              collapsed={collapsed}
              foldedLabelClass="lg:sr-only"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /dashboard/team/student/:studentId (spec part 2 §2): one student's profile for their counselor
 * or an admin, in four sections. The id is the student's profile id; the server answers "not
 * found" to staff who do not work the student, like an unknown id.
 */
export function StudentProfilePage() {
  const { studentId = "" } = useParams();
  const [params] = useSearchParams();
  const section = sectionOf(params.get("section"));
  const query = useStudent(studentId);

  if (query.isError) {
    // A malformed id names no student either (the server's 422).
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return missing ? (
      <ScreenState title="Student not found" />
    ) : (
      <ScreenState
        title="Failed to load student data"
        message="There was an error loading the student profile."
      />
    );
  }
  const student = query.data;
  const fullName = student ? `${student.firstName} ${student.lastName}`.trim() : "";

  return (
    <div className="container-page grid gap-6 py-8 sm:py-10">
      <header className="grid gap-4">
        <BackButton />
        <div className="flex flex-wrap items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-soft text-lg font-semibold text-primary-soft-foreground"
          >
            {initialsOf(student)}
          </span>
          <div className="grid min-w-48 flex-1 gap-1">
            <h1 className="text-2xl font-semibold wrap-anywhere text-foreground">
              {fullName || "Student Profile"}
            </h1>
            {student ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <StudentStatusBadge status={student.status} />
                <span className="break-all">{student.email}</span>
                <span>
                  {student.counselor ? `Counselor: ${student.counselor.name}` : "No counselor assigned"}
                </span>
              </div>
            ) : null}
          </div>
          {student ? <StudentStatusMenu studentProfileId={student.id} status={student.status} /> : null}
        </div>
      </header>
      {student ? (
        <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
          <SectionNav current={section} />
          <div className="min-w-0">
            {section === "details" ? <StudentDetails student={student} /> : null}
            {section === "follow-up" ? <FollowUpSection studentProfileId={student.id} /> : null}
            {section === "documents" ? <StudentDocumentsTable studentProfileId={student.id} /> : null}
            {section === "chat" ? (
              <CounselorChat studentProfileId={student.id} studentName={fullName || "Student"} />
            ) : null}
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-2 text-muted-foreground">
          <Spinner label="Loading the student's profile" />
          Loading the student's profile...
        </div>
      )}
    </div>
  );
}
