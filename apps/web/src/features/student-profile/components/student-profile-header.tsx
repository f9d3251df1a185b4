import type { CounselorStudent } from "@meridian/contract";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { InitialsDisc } from "@/components/ui/initials-disc";
import { Link } from "@/lib/router";
import { StudentStatusBadge, StudentStatusMenu } from "./student-status";

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

/** The full name staff see for a student; empty until the profile has loaded. */
export function studentFullName(student: CounselorStudent | undefined): string {
  return student ? `${student.firstName} ${student.lastName}`.trim() : "";
}

/** A state of the whole profile screen (not found, failed): its title, words and the way back. */
export function StudentProfileScreenState({ title, message }: { title: string; message?: string }) {
  return (
    <section className="container-page grid max-w-2xl justify-items-start gap-3 py-14">
      <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
      {message ? <p className="text-muted-foreground">{message}</p> : null}
      <BackButton />
    </section>
  );
}

/** The way back, the student's initials and name, status, email and counselor, and the status menu. */
export function StudentProfileHeader({ student }: { student: CounselorStudent | undefined }) {
  const fullName = studentFullName(student);
  return (
    <header className="grid gap-4">
      <BackButton />
      <div className="flex flex-wrap items-center gap-4">
        <InitialsDisc initials={initialsOf(student)} className="flex size-14 shrink-0 text-lg" />
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
  );
}
