import { type StudentStatus, studentStatusLabels } from "@meridian/contract";
import { Badge } from "@/components/ui/badge";
import { studentStatusClasses } from "../student-status";

/** Where a student stands with the team, in its colour of spec part 2 §4. */
export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  return (
    <Badge tone="custom" className={studentStatusClasses[status]}>
      {studentStatusLabels[status]}
    </Badge>
  );
}
