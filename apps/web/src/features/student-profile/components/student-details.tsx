import { type CounselorStudent, profileCompleteness } from "@meridian/contract";
import { formatMoney } from "@/lib/format-money";
import { useUpdateStudent } from "../api/update-student";
import type { ProfileField } from "../profile-fields";
import { ProfileCompletenessMeter } from "./profile-completeness-meter";
import { ProfileDetailsForm } from "./profile-details-form";

const SAVE_FAILED = "Failed to update student profile. Please try again.";

/** A study preference as the student saved it, in the words of their form; null when not given. */
function studentValue(field: ProfileField & { kind: "student" }, student: CounselorStudent): string | null {
  const saved = student.studentPreferences.preferences;
  switch (field.value) {
    case "fieldsOfStudy":
      return saved.fieldsOfStudy.length > 0 ? saved.fieldsOfStudy.join(", ") : null;
    case "interests":
      return saved.interests;
    case "budgetPerYear":
      return saved.budgetPerYear === null ? null : `${formatMoney(saved.budgetPerYear, "USD")} a year`;
    case "gpa":
      return saved.gpa === null ? null : String(saved.gpa);
    case "englishTest":
      if (saved.englishTest === null) return null;
      return saved.englishTestScore === null
        ? saved.englishTest
        : `${saved.englishTest} ${saved.englishTestScore}`;
  }
}

/** A shown-only field of the counselor's screen: the account's values and the student's own preferences. */
function viewOnlyValue(field: ProfileField & { kind: "account" | "student" }, student: CounselorStudent) {
  if (field.kind === "student") return studentValue(field, student);
  if (field.value === "name") return `${student.firstName} ${student.lastName}`.trim() || null;
  return field.value === "phone" ? student.phone : student.email;
}

/**
 * The counselor's Details section: the ten cards of the student's kept profile with the account's
 * values and the student's own preferences shown beside them (spec part 2 §4 and §5), under the
 * completeness meter the student sees.
 */
export function StudentDetails({ student }: { student: CounselorStudent }) {
  const update = useUpdateStudent(student.id);
  return (
    <ProfileDetailsForm
      profile={student}
      save={update}
      heading="Student Details"
      savedMessage="Student profile updated successfully"
      failedMessage={SAVE_FAILED}
      viewOnlyValue={(field) => viewOnlyValue(field, student)}
      // The meter the student sees, computed with the same function from the same groups.
      top={(editGroup) => (
        <ProfileCompletenessMeter
          completeness={profileCompleteness(student)}
          onPick={editGroup}
          whose="the student's"
        />
      )}
    />
  );
}
