import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { CounselorLoadsPanel } from "@/features/assignments/components/counselor-loads-panel";
import { StudentAssignmentsPanel } from "@/features/assignments/components/student-assignments-panel";
import { AssignmentRulePanel } from "@/features/security-settings/components/assignment-rule-panel";
import { Link } from "@/lib/router";
import { DashboardIntro } from "../shared/dashboard-intro";

/** /dashboard/admin/students: every student with their counselor, the counselors' loads and the automatic rule. */
export function AdminStudentsPage() {
  return (
    <section className="container-page grid gap-8 py-10 sm:py-14">
      <Link to="/dashboard/admin" className={buttonClasses("link", "md", "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        Back to the admin dashboard
      </Link>
      <DashboardIntro
        badge="Admin Dashboard"
        title="Students and counselors"
        description="Give each student a counselor, move students between counselors and see who carries how many."
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <StudentAssignmentsPanel />
        <div className="grid gap-6">
          <CounselorLoadsPanel />
          <AssignmentRulePanel />
        </div>
      </div>
    </section>
  );
}
