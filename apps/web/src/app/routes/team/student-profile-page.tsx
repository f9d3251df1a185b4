import { Spinner } from "@/components/ui/spinner";
import { CounselorChat } from "@/features/chat/components/counselor-chat";
import { StudentDocumentsTable } from "@/features/documents/components/student-documents-table";
import { FollowUpSection } from "@/features/follow-ups/components/follow-up-section";
import { useStudent } from "@/features/student-profile/api/get-student";
import { StudentDetails } from "@/features/student-profile/components/student-details";
import {
  StudentProfileHeader,
  StudentProfileScreenState,
  studentFullName,
} from "@/features/student-profile/components/student-profile-header";
import {
  StudentProfileSectionNav,
  studentProfileSectionOf,
} from "@/features/student-profile/components/student-profile-sections";
import { isApiError } from "@/lib/api-client";
import { useParams, useSearchParams } from "@/lib/router";

/**
 * /dashboard/team/student/:studentId (spec part 2 §2): one student's profile for their counselor
 * or an admin, in four sections. The id is the student's profile id; the server answers "not
 * found" to staff who do not work the student, like an unknown id.
 */
export function StudentProfilePage() {
  const { studentId = "" } = useParams();
  const [params] = useSearchParams();
  const section = studentProfileSectionOf(params.get("section"));
  const query = useStudent(studentId);

  if (query.isError) {
    // A malformed id names no student either (the server's 422).
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return missing ? (
      <StudentProfileScreenState title="Student not found" />
    ) : (
      <StudentProfileScreenState
        title="Failed to load student data"
        message="There was an error loading the student profile."
      />
    );
  }
  const student = query.data;

  return (
    <div className="container-page grid gap-6 py-8 sm:py-10">
      <StudentProfileHeader student={student} />
      {student ? (
        <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
          <StudentProfileSectionNav current={section} />
          <div className="min-w-0">
            {section === "details" ? <StudentDetails student={student} /> : null}
            {section === "follow-up" ? <FollowUpSection studentProfileId={student.id} /> : null}
            {section === "documents" ? <StudentDocumentsTable studentProfileId={student.id} /> : null}
            {section === "chat" ? (
              <CounselorChat
                studentProfileId={student.id}
                studentName={studentFullName(student) || "Student"}
              />
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
