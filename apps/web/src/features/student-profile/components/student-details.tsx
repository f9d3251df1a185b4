import {
  academicScoringTypeLabels,
  type CounselorStudent,
  UpdateStudentProfileSchema,
} from "@meridian/contract";
import { Pencil, Save, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { isApiError } from "@/lib/api-client";
import { formatMoney } from "@/lib/format-money";
import { toast } from "@/lib/use-toast";
import { useUpdateStudent } from "../api/update-student";
import {
  cleanDraft,
  type DraftValue,
  draftFromStudent,
  draftValue,
  formatDay,
  type ProfileDraft,
  setDraftValue,
} from "../profile-draft";
import { fieldOfPath, isViewOnly, type ProfileField, profileCards } from "../profile-fields";
import { ProfileFieldControl } from "./profile-field-control";

const SAVE_FAILED = "Failed to update student profile. Please try again.";

type FieldErrors = Record<string, string>;

/** The refusals of a check or of the server, at the fields they name (first one wins). */
function errorsAt(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfPath(issue.path);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A server refusal's field issues (`field`, and each of `details.issues`). */
function serverIssues(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error)) return [];
  const details = error.details as { issues?: { field?: unknown; message?: unknown }[] } | undefined;
  const issues = (Array.isArray(details?.issues) ? details.issues : []).flatMap((issue) =>
    typeof issue.field === "string" && typeof issue.message === "string"
      ? [{ path: issue.field, message: issue.message }]
      : [],
  );
  return error.field ? [{ path: error.field, message: error.message }, ...issues] : issues;
}

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

/** A value as the view shows it; empty is "Not provided". */
function shownValue(field: ProfileField, student: CounselorStudent, value: DraftValue): string | null {
  if (field.kind === "student") return studentValue(field, student);
  if (field.kind === "account") {
    if (field.value === "name") return `${student.firstName} ${student.lastName}`.trim() || null;
    return field.value === "phone" ? student.phone : student.email;
  }
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : null;
  switch (field.kind) {
    case "select":
      return field.options[String(value)] ?? String(value);
    case "yes-no":
      return value ? "Yes" : "No";
    case "date":
      return formatDay(String(value));
    case "score":
      return `${value} (${academicScoringTypeLabels[student.academicScoringType ?? "gpa"]})`;
    default:
      return String(value);
  }
}

/**
 * The Details section: the ten cards in view mode, and Edit / Cancel / Save Changes over a draft
 * (spec part 2 §4 and §5). A refused save shows each message at its field and focuses the first.
 */
export function StudentDetails({ student }: { student: CounselorStudent }) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateStudent(student.id);
  const editing = draft !== null;
  const shown = draft ?? draftFromStudent(student);

  function focusFirst(found: FieldErrors) {
    const first = Object.keys(found)[0];
    if (!first) return;
    // After the render that marks the fields invalid.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
    });
  }

  function refuse(found: FieldErrors) {
    setErrors(found);
    focusFirst(found);
  }

  async function save() {
    if (!draft) return;
    const body = cleanDraft(draft);
    const checked = UpdateStudentProfileSchema.safeParse(body);
    if (!checked.success) {
      refuse(
        errorsAt(
          checked.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
        ),
      );
      return;
    }
    try {
      await update.mutateAsync(body);
      setDraft(null);
      setErrors({});
      toast({ title: "Student profile updated successfully" });
    } catch (error) {
      refuse(errorsAt(serverIssues(error)));
      toast({
        title: "Error",
        description: isApiError(error) ? error.message : SAVE_FAILED,
        variant: "destructive",
      });
    }
  }

  function change(path: string, value: DraftValue) {
    setDraft((current) => (current ? setDraftValue(current, path, value) : current));
    if (errors[path]) setErrors(({ [path]: _gone, ...rest }) => rest);
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="student-details-heading"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="student-details-heading" className="text-xl font-semibold text-foreground">
          Student Details
        </h2>
        {editing ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              pending={update.isPending}
              onClick={() => {
                setDraft(null);
                setErrors({});
              }}
            >
              <X aria-hidden="true" />
              Cancel
            </Button>
            <Button type="submit" pending={update.isPending}>
              <Save aria-hidden="true" />
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(draftFromStudent(student));
              setErrors({});
            }}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {profileCards.map((card) => (
          <section
            key={card.id}
            aria-labelledby={`card-${card.id}`}
            className={cardClasses("raised", "grid content-start gap-4 p-5")}
          >
            <h3 id={`card-${card.id}`} className="font-semibold text-foreground">
              {card.title}
            </h3>
            {editing ? (
              <div className="grid items-start gap-4 sm:grid-cols-2">
                {card.fields.map((field) =>
                  isViewOnly(field) ? (
                    <div key={field.path} className="grid content-start gap-1.5">
                      <span className="text-sm font-medium text-foreground">{field.label}</span>
                      <span className="text-sm wrap-anywhere text-muted-foreground">
                        {shownValue(field, student, undefined) ?? "Not provided"}
                      </span>
                      {field.hint ? (
                        <span className="text-xs text-muted-foreground">{field.hint}</span>
                      ) : null}
                    </div>
                  ) : (
                    <ProfileFieldControl
                      key={field.path}
                      field={field}
                      value={draftValue(shown, field.path)}
                      error={errors[field.path]}
                      onChange={(value) => change(field.path, value)}
                    />
                  ),
                )}
              </div>
            ) : (
              <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
                {card.fields.map((field) => {
                  const value = shownValue(field, student, draftValue(shown, field.path));
                  return (
                    <div key={field.path} className={field.kind === "textarea" ? "sm:col-span-2" : undefined}>
                      <dt className="text-xs font-medium text-muted-foreground">{field.label}</dt>
                      <dd
                        className={
                          value
                            ? "text-sm wrap-anywhere whitespace-pre-line text-foreground"
                            : "text-sm text-muted-foreground italic"
                        }
                      >
                        {value ?? "Not provided"}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
          </section>
        ))}
      </div>
    </form>
  );
}
