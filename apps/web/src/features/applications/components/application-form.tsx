import {
  type Application,
  type ApplicationDetail,
  type ApplicationInput,
  ApplicationInputSchema,
  applicationDateProblems,
  type DegreeType,
  intakeTermLabels,
  intakeTerms,
} from "@meridian/contract";
import { useRef, useState } from "react";
import type { z } from "zod";
import { FormWithFailure } from "@/components/form-failure-alert";
import { FormActions } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { localToday } from "@/lib/format-date";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import {
  type ApplicationUpdateBody,
  useCreateApplication,
  useUpdateApplication,
} from "../api/save-application";
import { degreeChoices, intakeYearChoices } from "../application-display";

/** The fields a server 422 may name, in the order the form shows them. */
const SERVER_FIELDS = [
  "programName",
  "degreeType",
  "intakeTerm",
  "intakeYear",
  "deadlineDate",
  "notes",
] as const satisfies readonly (keyof ApplicationInput)[];

// An emptied optional field is sent as null ("no deadline", "no notes"), never as "".
const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

export type ApplicationFormTarget =
  | {
      kind: "create";
      university: { id: string; name: string; degreeTypes: readonly string[] };
      /** A program to start from (a recommendation's matched field), still editable. */
      programName?: string;
    }
  | { kind: "edit"; application: Application; degreeTypes: readonly string[] };

function defaultsOf(target: ApplicationFormTarget, now: Date): ApplicationInput {
  if (target.kind === "create") {
    return {
      universityId: target.university.id,
      programName: target.programName ?? "",
      degreeType: degreeChoices(target.university.degreeTypes)[0] as DegreeType,
      intakeTerm: "fall",
      intakeYear: now.getFullYear() + 1,
      deadlineDate: null,
      notes: null,
    };
  }
  const { application } = target;
  return {
    universityId: application.university.id,
    programName: application.course.name,
    degreeType: application.course.degree,
    intakeTerm: application.intake.term,
    intakeYear: application.intake.year,
    deadlineDate: application.deadlineDate,
    notes: application.notes,
  };
}

/**
 * The contract's input, refusing what cannot be chosen on the student's today: an intake that has
 * started, a deadline that has passed (the server asks the same, on its clock). An edit checks
 * only the dates it changes, so a draft whose intake has since started can still be saved.
 */
function formSchemaOf(target: ApplicationFormTarget, now: Date) {
  const current = target.kind === "edit" ? target.application : undefined;
  const today = localToday(now);
  return ApplicationInputSchema.superRefine((value, ctx) => {
    const intakeChanged =
      !current || value.intakeTerm !== current.intake.term || value.intakeYear !== current.intake.year;
    const deadlineChanged = !current || (value.deadlineDate ?? null) !== current.deadlineDate;
    const dates = {
      ...(intakeChanged ? { intakeTerm: value.intakeTerm, intakeYear: value.intakeYear } : {}),
      ...(deadlineChanged ? { deadlineDate: value.deadlineDate } : {}),
    };
    for (const { field, message } of applicationDateProblems(dates, today)) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
}

/** The fields of a draft an edit sends (the university stays). */
function editOf(body: z.output<typeof ApplicationInputSchema>): ApplicationUpdateBody {
  return {
    programName: body.programName,
    degreeType: body.degreeType,
    intakeTerm: body.intakeTerm,
    intakeYear: body.intakeYear,
    deadlineDate: body.deadlineDate ?? null,
    notes: body.notes ?? null,
  };
}

interface ApplicationFormProps {
  target: ApplicationFormTarget;
  onSaved: (application: ApplicationDetail) => void;
  onCancel: () => void;
}

/**
 * Start a draft for a university, or edit a draft: program, degree type, intake, deadline and
 * notes, checked with the contract's ApplicationInputSchema (an edit sends the same fields
 * without the university, which ApplicationUpdateSchema accepts).
 */
export function ApplicationForm({ target, onSaved, onCancel }: ApplicationFormProps) {
  const [now] = useState(() => new Date());
  const [schema] = useState(() => formSchemaOf(target, now));
  const form = useZodForm(schema, { defaultValues: defaultsOf(target, now) });
  const { errors } = form.formState;
  const create = useCreateApplication();
  const update = useUpdateApplication();
  // One key per attempt to create: a retry after a lost answer sends it again, so the server
  // returns the draft it already made; the form closes on success, so a new one starts afresh.
  const idempotencyKey = useRef(newIdempotencyKey());

  const current = target.kind === "edit" ? target.application : undefined;
  const offered = target.kind === "create" ? target.university.degreeTypes : target.degreeTypes;
  const degrees = degreeChoices(offered, current?.course.degree);
  // Unknown degree types: the student names the level applied for, from the general list.
  const levelOnly = offered.length === 0;
  const years = intakeYearChoices(now, current?.intake.year);

  const { submit, failure } = useServerSubmit(form, {
    fields: SERVER_FIELDS,
    fallback: "The application could not be saved. Please try again.",
    send: async (body) => {
      const saved =
        target.kind === "create"
          ? await create.mutateAsync({ body, idempotencyKey: idempotencyKey.current })
          : await update.mutateAsync({ id: target.application.id, body: editOf(body) });
      onSaved(saved);
    },
  });

  return (
    <FormWithFailure onSubmit={submit} failure={failure}>
      <TextField
        label="Program"
        hint="e.g. Computer Science"
        error={errors.programName?.message}
        autoComplete="off"
        {...form.register("programName")}
      />
      <SelectField
        label={levelOnly ? "Degree level you are applying for" : "Degree type"}
        hint={
          levelOnly
            ? "This university's degree types are not published here yet: choose the level of the program you are applying for."
            : undefined
        }
        error={errors.degreeType?.message}
        {...form.register("degreeType")}
      >
        <SelectOptions values={degrees} />
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Intake term" error={errors.intakeTerm?.message} {...form.register("intakeTerm")}>
          <SelectOptions values={intakeTerms} labels={intakeTermLabels} />
        </SelectField>
        <SelectField
          label="Intake year"
          error={errors.intakeYear?.message}
          {...form.register("intakeYear", { valueAsNumber: true })}
        >
          <SelectOptions values={years} />
        </SelectField>
      </div>
      <TextField
        label="Deadline"
        labelSuffix="(optional)"
        type="date"
        error={errors.deadlineDate?.message}
        {...form.register("deadlineDate", { setValueAs: emptyAsNull })}
      />
      <TextareaField
        label="Notes"
        labelSuffix="(optional)"
        error={errors.notes?.message}
        {...form.register("notes", { setValueAs: emptyAsNull })}
      />
      <FormActions
        onCancel={onCancel}
        submitting={form.formState.isSubmitting}
        label={target.kind === "create" ? "Add application" : "Save changes"}
      />
    </FormWithFailure>
  );
}
