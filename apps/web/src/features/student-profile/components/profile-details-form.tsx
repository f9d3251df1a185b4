import {
  academicScoringTypeLabels,
  type StudentProfileGroupName,
  type UpdateOwnStudentProfileInput,
  UpdateStudentProfileSchema,
} from "@meridian/contract";
import { Pencil, Save, X } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/use-toast";
import {
  cleanDraft,
  type DraftValue,
  draftFromStudent,
  draftValue,
  formatDay,
  type KeptProfile,
  type ProfileDraft,
  setDraftValue,
} from "../profile-draft";
import { fieldOfPath, isViewOnly, type ProfileField, profileCards } from "../profile-fields";
import { ProfileFieldControl } from "./profile-field-control";

type FieldErrors = Record<string, string>;
type ViewOnlyField = ProfileField & { kind: "account" | "student" };

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

/** A kept value as the view shows it; empty is "Not provided". */
function shownValue(field: ProfileField, profile: KeptProfile, value: DraftValue): string | null {
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
      return `${value} (${academicScoringTypeLabels[profile.academicScoringType ?? "gpa"]})`;
    default:
      return String(value);
  }
}

/** What saves the cleaned draft: the counselor's mutation or the student's own. */
export interface ProfileSaver {
  mutateAsync: (body: UpdateOwnStudentProfileInput) => Promise<unknown>;
  isPending: boolean;
}

/** Opens the editor and focuses the first field of a group's card. */
export type EditGroup = (group: StudentProfileGroupName) => void;

interface ProfileDetailsFormProps {
  profile: KeptProfile;
  save: ProfileSaver;
  heading: string;
  /** The toast of a save that went through. */
  savedMessage: string;
  /** The toast of a save refused without a message of the server's. */
  failedMessage: string;
  /**
   * The value of a shown-only field (the account's, the student's own preferences), for the
   * counselor's screen; without it those fields are left out (the student edits them elsewhere).
   */
  viewOnlyValue?: (field: ViewOnlyField) => string | null;
  /** Shown above the heading, given how to open the editor at a group (the completeness meter). */
  top?: (editGroup: EditGroup) => ReactNode;
}

/**
 * The ten cards of a kept profile in view mode, and Edit / Cancel / Save Changes over a draft
 * (spec part 2 §4 and §5), for the counselor's screen and the student's own. A refused save shows
 * each message at its field and focuses the first.
 */
export function ProfileDetailsForm({
  profile,
  save: update,
  heading,
  savedMessage,
  failedMessage,
  viewOnlyValue,
  top,
}: ProfileDetailsFormProps) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const editing = draft !== null;
  const shown = draft ?? draftFromStudent(profile);
  const cards = profileCards.map((card) => ({
    ...card,
    fields: viewOnlyValue ? card.fields : card.fields.filter((field) => !isViewOnly(field)),
  }));

  function focusPath(path: string | undefined) {
    if (!path) return;
    // After the render that shows the fields (or marks them invalid).
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>(`[data-path="${path}"]`)?.focus();
    });
  }

  function refuse(found: FieldErrors) {
    setErrors(found);
    focusPath(Object.keys(found)[0]);
  }

  const editGroup: EditGroup = (group) => {
    setDraft((current) => current ?? draftFromStudent(profile));
    focusPath(
      profileCards.find((card) => card.group === group)?.fields.find((field) => !isViewOnly(field))?.path,
    );
  };

  async function submit() {
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
      toast({ title: savedMessage });
    } catch (error) {
      refuse(errorsAt(serverIssues(error)));
      toast({
        title: "Error",
        description: isApiError(error) ? error.message : failedMessage,
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
        void submit();
      }}
    >
      {top?.(editGroup)}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="student-details-heading" className="text-xl font-semibold text-foreground">
          {heading}
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
              setDraft(draftFromStudent(profile));
              setErrors({});
            }}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {cards.map((card) => (
          <section
            key={card.id}
            id={`profile-group-${card.group}`}
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
                        {viewOnlyValue?.(field) ?? "Not provided"}
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
                  const value = isViewOnly(field)
                    ? (viewOnlyValue?.(field) ?? null)
                    : shownValue(field, profile, draftValue(shown, field.path));
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
