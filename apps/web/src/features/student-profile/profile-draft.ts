import {
  type OwnStudentProfile,
  type StudentProfileGroupName,
  studentProfileGroupNames,
  type UpdateStudentProfileInput,
} from "@meridian/contract";

/**
 * The edit of a student's kept profile, by their counselor (spec part 2 §4 "Profile forms", §5
 * "Counselor profile save") or by the student (decision 098): Edit copies the student into a draft, the fields change the draft, Save sends the
 * draft cleaned. Pure, so the rules are tested without a screen.
 */

/** What a field of the draft holds while it is edited. */
export type DraftValue = string | number | boolean | string[] | null | undefined;
export type DraftGroup = Record<string, DraftValue>;

/** The top-level fields a counselor keeps (the account's name, email and phone are not among them). */
export const topLevelFields = [
  "dateOfBirth",
  "currentEducationLevel",
  "institutionName",
  "gpa",
  "academicScoringType",
  "academicInterests",
] as const;
export type TopLevelField = (typeof topLevelFields)[number];

export type ProfileDraft = Record<TopLevelField, DraftValue> & Record<StudentProfileGroupName, DraftGroup>;

/** The kept profile both screens edit: the academic fields and the ten groups. */
export type KeptProfile = Omit<OwnStudentProfile, "updatedAt" | "completeness">;

/** Edit: the student copied into a draft, every group there (empty where missing), CGPA by default. */
export function draftFromStudent(student: KeptProfile): ProfileDraft {
  const groups = Object.fromEntries(
    studentProfileGroupNames.map((name) => [name, { ...(student[name] ?? {}) }]),
  ) as Record<StudentProfileGroupName, DraftGroup>;
  return {
    dateOfBirth: student.dateOfBirth,
    currentEducationLevel: student.currentEducationLevel,
    institutionName: student.institutionName,
    gpa: student.gpa,
    academicScoringType: student.academicScoringType ?? "gpa",
    academicInterests: [...student.academicInterests],
    ...groups,
  };
}

/** A value the save leaves out: nothing, a blank string, an empty list (false is a value). */
export function isEmptyValue(value: DraftValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function withoutEmpty(values: Record<string, DraftValue>): Record<string, DraftValue> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyValue(value)));
}

/**
 * Save: the draft cleaned as spec part 2 §5 says. Empty top-level values and groups whose values
 * are all empty are dropped; the scoring type is always sent (the score's scale).
 */
export function cleanDraft(draft: ProfileDraft): UpdateStudentProfileInput {
  const body: Record<string, unknown> = withoutEmpty(
    Object.fromEntries(topLevelFields.map((field) => [field, draft[field]])),
  );
  body.academicScoringType = draft.academicScoringType || "gpa";
  for (const name of studentProfileGroupNames) {
    const group = withoutEmpty(draft[name]);
    if (Object.keys(group).length > 0) body[name] = group;
  }
  return body as UpdateStudentProfileInput;
}

/** The GPA input's value: blank clears it, anything else unparsable becomes 0 (spec part 2 §5). */
export function parseScore(input: string): number | null {
  if (input.trim() === "") return null;
  const value = Number.parseFloat(input);
  return Number.isNaN(value) ? 0 : value;
}

/** How a list field reads its text when left: split on its separator, trimmed, blanks dropped. */
export type ListSeparator = "," | ", ";
export function splitList(input: string, separator: ListSeparator): string[] {
  return input
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** The text a list field shows. */
export function joinList(value: DraftValue): string {
  return Array.isArray(value) ? value.join(", ") : "";
}

/** The draft with one field set: `path` is a top-level field or "group.field". */
export function setDraftValue(draft: ProfileDraft, path: string, value: DraftValue): ProfileDraft {
  const [head, field] = path.split(".") as [string, string | undefined];
  if (field === undefined) return { ...draft, [head]: value };
  const group = draft[head as StudentProfileGroupName];
  return { ...draft, [head]: { ...group, [field]: value } };
}

/** A field's value in the draft (or a student read as one). */
export function draftValue(draft: ProfileDraft, path: string): DraftValue {
  const [head, field] = path.split(".") as [string, string | undefined];
  if (field === undefined) return draft[head as TopLevelField];
  return draft[head as StudentProfileGroupName]?.[field];
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar date (YYYY-MM-DD) as 'Mon D, YYYY', the same day wherever the browser is. */
export function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}
