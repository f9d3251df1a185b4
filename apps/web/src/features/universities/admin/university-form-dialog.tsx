import {
  type EnteredFigure,
  shortSource,
  type University,
  universityFilterOptions,
} from "@meridian/contract";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { FormActions, FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { toast } from "@/lib/use-toast";
import { useSaveUniversity } from "../api/save-university";
import { sourceLabel } from "../components/university-sourced-facts";
import { enteredText } from "../entered-text";
import {
  blankUniversity,
  UniversityFormSchema,
  type UniversityFormValues,
  valuesOf,
} from "./university-form-values";

type TextKey = Exclude<keyof UniversityFormValues, "fieldsOfStudy" | "degreeTypes">;

const textFields: {
  key: TextKey;
  label: string;
  hint?: string;
  type?: string;
  wide?: boolean;
  /** The catalogue figure the box holds: its source is shown beside it. */
  figure?: EnteredFigure;
}[] = [
  { key: "name", label: "Name", wide: true },
  { key: "country", label: "Country" },
  { key: "countryCode", label: "Country code", hint: "Two letters, e.g. CA" },
  { key: "city", label: "City" },
  { key: "website", label: "Website", hint: "https://…", type: "url" },
  { key: "worldRanking", label: "World ranking", type: "number", figure: "worldRanking" },
  { key: "specialization", label: "Specialization", figure: "specialization" },
  { key: "currency", label: "Currency", hint: "Three letters, e.g. USD" },
  { key: "offerLetterFee", label: "Offer letter fee", type: "number", figure: "offerLetterFee" },
  { key: "annualFee", label: "Annual fee", type: "number", figure: "annualFee" },
  { key: "tuitionMin", label: "Tuition from", type: "number", figure: "tuitionFees" },
  { key: "tuitionMax", label: "Tuition to", type: "number", figure: "tuitionFees" },
];

const checkboxGroups = [
  { name: "fieldsOfStudy", legend: "Fields of study", options: universityFilterOptions.fields },
  { name: "degreeTypes", legend: "Degree types", options: universityFilterOptions.degreeTypes },
] as const;

/**
 * Where a figure of the stored university comes from, shown under its box (decision 073): the
 * dataset that publishes it, the admin who entered it and when, or that nobody has.
 */
function figureSource(university: University | null, figure: EnteredFigure): string | undefined {
  if (!university) return undefined;
  const entered = enteredText(university, figure);
  if (entered) return entered;
  const sourced = datasetOf(university, figure);
  if (sourced) return `Source: ${sourced}`;
  return isKnown(university, figure) ? "No source recorded" : "Not published: no source gives it";
}

/** The dataset that publishes a figure, by its short name; null for a figure no dataset gives. */
function datasetOf({ facts, ranking }: University, figure: EnteredFigure): string | null {
  if (figure === "worldRanking") return ranking.source ? shortSource(ranking.source) : null;
  if (figure === "tuitionFees" && facts?.tuition)
    return `${sourceLabel(facts, facts.tuition.sources)}, out-of-state`;
  if (figure === "fieldsOfStudy" && facts?.fieldShares) return sourceLabel(facts, facts.fieldShares.sources);
  if (figure === "degreeTypes" && facts?.degrees) return sourceLabel(facts, facts.degrees.sources);
  return null;
}

function isKnown(university: University, figure: EnteredFigure): boolean {
  const value = {
    worldRanking: university.worldRanking,
    specialization: university.specialization,
    description: university.description,
    fieldsOfStudy: university.fieldsOfStudy.length > 0 ? university.fieldsOfStudy : null,
    degreeTypes: university.degreeTypes.length > 0 ? university.degreeTypes : null,
    offerLetterFee: university.offerLetterFee,
    annualFee: university.annualFee,
    tuitionFees: university.tuitionFees.international.min ?? university.tuitionFees.international.max,
  }[figure];
  return value !== null;
}

interface UniversityFormDialogProps {
  /** The university being edited, or null to add one; undefined keeps the dialog closed. */
  university: University | null | undefined;
  onClose: () => void;
}

/** Add or edit a university, validated with the contract's UniversityInputSchema. */
export function UniversityFormDialog({ university, onClose }: UniversityFormDialogProps) {
  return (
    <FormDialog
      open={university !== undefined}
      onClose={onClose}
      title={university ? `Edit ${university.name}` : "Add a university"}
      description="Only what you change is saved, stamped as entered by you today; every other figure keeps its source."
      wide
    >
      {university === undefined ? null : (
        <UniversityForm key={university?.id ?? "new"} university={university} onDone={onClose} />
      )}
    </FormDialog>
  );
}

const SERVER_FIELDS = Object.keys(blankUniversity) as (keyof UniversityFormValues)[];

function UniversityForm({ university, onDone }: { university: University | null; onDone: () => void }) {
  const form = useZodForm(UniversityFormSchema, {
    defaultValues: university ? valuesOf(university) : blankUniversity,
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const save = useSaveUniversity();

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ id: university?.id, body });
        toast({ title: university ? "University updated" : "University added", description: saved.name });
        onDone();
      } catch (error) {
        setFailure(
          placeServerFailure(
            error,
            form.setError,
            SERVER_FIELDS,
            "The university could not be saved. Please try again.",
          ),
        );
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            hint={field.hint ?? (field.figure ? figureSource(university, field.figure) : undefined)}
            error={errors[field.key]?.message}
            className={field.wide ? "sm:col-span-2" : undefined}
            type={field.type ?? "text"}
            inputMode={field.type === "number" ? "numeric" : undefined}
            autoComplete="off"
            {...form.register(field.key)}
          />
        ))}
        <FormField
          label="Description"
          hint={figureSource(university, "description")}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register("description")}
              rows={3}
              className="w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground"
            />
          )}
        </FormField>
      </div>
      {checkboxGroups.map((group) => (
        <Controller
          key={group.name}
          control={form.control}
          name={group.name}
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend={group.legend}
              source={figureSource(university, group.name)}
              options={group.options}
              selected={field.value}
              error={fieldState.error?.message}
              onToggle={(option) =>
                field.onChange(
                  field.value.includes(option)
                    ? field.value.filter((item) => item !== option)
                    : [...field.value, option],
                )
              }
            />
          )}
        />
      ))}
      <FormActions
        onCancel={onDone}
        submitting={isSubmitting}
        label={university ? "Save changes" : "Add university"}
      />
    </form>
  );
}

interface CheckboxGroupProps {
  legend: string;
  source: string | undefined;
  options: readonly string[];
  selected: readonly string[];
  error: string | undefined;
  onToggle: (option: string) => void;
}

function CheckboxGroup({ legend, source, options, selected, error, onToggle }: CheckboxGroupProps) {
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-foreground">
        {legend}
        {source ? <span className="block text-xs font-normal text-muted-foreground">{source}</span> : null}
      </legend>
      <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected.includes(option)}
              onChange={() => onToggle(option)}
            />
            {option}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
