import { CounselorLoadsPanel } from "@/features/assignments/admin/counselor-loads-panel";
import { StudentAssignmentsPanel } from "@/features/assignments/admin/student-assignments-panel";
import { AssignmentRulePanel } from "@/features/security-settings/admin/assignment-rule-panel";
import { AdminSubpage } from "./admin-subpage";

/** /dashboard/admin/students: every student with their counselor, the counselors' loads and the automatic rule. */
export function AdminStudentsPage() {
  return (
    <AdminSubpage
      title="Students and counselors"
      description="Give each student a counselor, move students between counselors and see who carries how many."
    >
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <StudentAssignmentsPanel />
        <div className="grid gap-6">
          <CounselorLoadsPanel />
          <AssignmentRulePanel />
        </div>
      </div>
    </AdminSubpage>
  );
}
