import {
  englishTestMaxScores,
  englishTests,
  programLevelLabels,
  programLevels,
  type StudyPreferencesResponse,
  studyPreferenceLimits,
  universityFilterOptions,
} from "@meridian/contract";
import { useState } from "react";
import { type Control, Controller, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { toast } from "@/lib/use-toast";
import { useUpdateStudyPreferences } from "../api/study-preferences";
import {
  formValuesOf,
  PreferencesFormSchema,
  type PreferencesFormValues,
  preferenceFields,
} from "../preferences-form-schema";
import { CheckboxGroup } from "./checkbox-group";

/** One list of the preferences as checkboxes, bound to its form field (value, focus and error). */
function ChoiceList({
  control,
  name,
  ...group
}: {
  control: Control<PreferencesFormValues, unknown, z.output<typeof PreferencesFormSchema>>;
  name: "preferredCountries" | "fieldsOfStudy";
  legend: string;
  hint: string;
  options: readonly string[];
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          {...group}
          error={fieldState.error?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

interface StudyPreferencesFormProps {
  saved: StudyPreferencesResponse;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * "What do you want to study": the inputs of the match score. Each may stay empty; an empty one
 * is listed as unknown beside the scores and left out of them, never guessed.
 */
export function StudyPreferencesForm({ saved, onSaved, onCancel }: StudyPreferencesFormProps) {
  const form = useZodForm(PreferencesFormSchema, { defaultValues: formValuesOf(saved) });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const update = useUpdateStudyPreferences();
  const test = useWatch({ control: form.control, name: "englishTest" });
  // Countries the student chose before that are not in the catalogue's list stay choosable.
  const countries = [
    ...universityFilterOptions.countries,
    ...saved.preferences.preferredCountries.filter(
      (country) => !(universityFilterOptions.countries as readonly string[]).includes(country),
    ),
  ];

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      toast({ title: "Study preferences saved", description: "Your recommendations are updated." });
      onSaved?.();
    } catch (error) {
      setFailure(
        placeServerFailure(error, form.setError, preferenceFields, "Your preferences could not be saved."),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      <ChoiceList
        control={form.control}
        name="preferredCountries"
        legend="Preferred countries"
        hint={`Up to ${studyPreferenceLimits.countriesMax}.`}
        options={countries}
        disabled={isSubmitting}
      />
      <SelectField
        label="Program level"
        error={errors.programLevel?.message}
        disabled={isSubmitting}
        {...form.register("programLevel")}
      >
        <option value="">Not decided yet</option>
        <SelectOptions values={programLevels} labels={programLevelLabels} />
      </SelectField>
      <ChoiceList
        control={form.control}
        name="fieldsOfStudy"
        legend="Fields of study"
        hint={`Up to ${studyPreferenceLimits.fieldsMax}.`}
        options={universityFilterOptions.fields}
        disabled={isSubmitting}
      />
      <TextareaField
        label="Interests"
        labelSuffix="(optional)"
        error={errors.interests?.message}
        placeholder="e.g. machine learning, renewable energy"
        readOnly={isSubmitting}
        {...form.register("interests")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Yearly tuition budget (USD)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          error={errors.budgetPerYear?.message}
          readOnly={isSubmitting}
          {...form.register("budgetPerYear")}
        />
        <TextField
          label="GPA (4.0 scale)"
          type="number"
          inputMode="decimal"
          min={0}
          max={4}
          step={0.01}
          error={errors.gpa?.message}
          readOnly={isSubmitting}
          {...form.register("gpa")}
        />
        <SelectField
          label="English test"
          error={errors.englishTest?.message}
          disabled={isSubmitting}
          {...form.register("englishTest")}
        >
          <option value="">None yet</option>
          <SelectOptions values={englishTests} />
        </SelectField>
        <TextField
          label="Score"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint={test ? `Out of ${englishTestMaxScores[test as (typeof englishTests)[number]]}.` : undefined}
          error={errors.englishTestScore?.message}
          readOnly={isSubmitting}
          {...form.register("englishTestScore")}
        />
      </div>
      <FormFailureAlert failure={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" pending={isSubmitting} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save preferences"}
        </Button>
      </div>
    </form>
  );
}
