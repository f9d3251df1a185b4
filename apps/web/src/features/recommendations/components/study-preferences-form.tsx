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
import { Controller, useWatch } from "react-hook-form";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { placeServerFailure, useZodForm } from "@/lib/form";
import type { FormFailure } from "@/lib/form-failure";
import { toast } from "@/lib/use-toast";
import { useUpdateStudyPreferences } from "../api/study-preferences";
import { formValuesOf, PreferencesFormSchema, preferenceFields } from "../preferences-form-schema";
import { CheckboxGroup } from "./checkbox-group";

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
      <Controller
        control={form.control}
        name="preferredCountries"
        render={({ field }) => (
          <CheckboxGroup
            legend="Preferred countries"
            hint={`Up to ${studyPreferenceLimits.countriesMax}.`}
            error={errors.preferredCountries?.message}
            options={countries}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={isSubmitting}
          />
        )}
      />
      <FormField label="Program level" error={errors.programLevel?.message}>
        {(control) => (
          <NativeSelect {...control} disabled={isSubmitting} {...form.register("programLevel")}>
            <option value="">Not decided yet</option>
            <SelectOptions values={programLevels} labels={programLevelLabels} />
          </NativeSelect>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="fieldsOfStudy"
        render={({ field }) => (
          <CheckboxGroup
            legend="Fields of study"
            hint={`Up to ${studyPreferenceLimits.fieldsMax}.`}
            error={errors.fieldsOfStudy?.message}
            options={universityFilterOptions.fields}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={isSubmitting}
          />
        )}
      />
      <FormField label="Interests" labelSuffix="(optional)" error={errors.interests?.message}>
        {(control) => (
          <Textarea
            {...control}
            placeholder="e.g. machine learning, renewable energy"
            readOnly={isSubmitting}
            {...form.register("interests")}
          />
        )}
      </FormField>
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
        <FormField label="English test" error={errors.englishTest?.message}>
          {(control) => (
            <NativeSelect {...control} disabled={isSubmitting} {...form.register("englishTest")}>
              <option value="">None yet</option>
              <SelectOptions values={englishTests} />
            </NativeSelect>
          )}
        </FormField>
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
