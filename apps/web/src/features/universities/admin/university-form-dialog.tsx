import { type University, UniversityInputSchema, universityFilterOptions } from "@meridian/contract";
import { type FormEvent, useRef, useState } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from "@/lib/field-errors";
import { describeFormFailure, type FormFailure } from "@/lib/form-failure";
import { toast } from "@/lib/use-toast";
import { useSaveUniversity } from "../api/save-university";
import {
  blankUniversity,
  inputOf,
  serverFieldErrors,
  type UniversityFormValues,
  valuesOf,
} from "./university-form-values";

type TextKey = Exclude<keyof UniversityFormValues, "fieldsOfStudy" | "degreeTypes">;

const textFields: { key: TextKey; label: string; hint?: string; type?: string; wide?: boolean }[] = [
  { key: "name", label: "Name", wide: true },
  { key: "country", label: "Country" },
  { key: "countryCode", label: "Country code", hint: "Two letters, e.g. CA" },
  { key: "city", label: "City" },
  { key: "website", label: "Website", hint: "https://…", type: "url" },
  { key: "worldRanking", label: "World ranking", type: "number" },
  { key: "specialization", label: "Specialization" },
  { key: "currency", label: "Currency", hint: "Three letters, e.g. USD" },
  { key: "offerLetterFee", label: "Offer letter fee", type: "number" },
  { key: "annualFee", label: "Annual fee", type: "number" },
  { key: "tuitionMin", label: "Tuition from", type: "number" },
  { key: "tuitionMax", label: "Tuition to", type: "number" },
];

interface UniversityFormDialogProps {
  /** The university being edited, or null to add one; undefined keeps the dialog closed. */
  university: University | null | undefined;
  onClose: () => void;
}

/** Add or edit a university, validated with the contract's UniversityInputSchema. */
export function UniversityFormDialog({ university, onClose }: UniversityFormDialogProps) {
  return (
    <Dialog open={university !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      {university !== undefined ? (
        <DialogContent
          title={university ? `Edit ${university.name}` : "Add a university"}
          description="Figures entered here are shown as real data, without the sample label."
          className="sm:max-w-2xl"
        >
          <UniversityForm key={university?.id ?? "new"} university={university} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function UniversityForm({ university, onDone }: { university: University | null; onDone: () => void }) {
  const [values, setValues] = useState<UniversityFormValues>(
    university ? valuesOf(university) : blankUniversity,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveUniversity();

  function set<K extends keyof UniversityFormValues>(key: K, value: UniversityFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function toggle(key: "fieldsOfStudy" | "degreeTypes", option: string) {
    const list = values[key];
    set(key, list.includes(option) ? list.filter((item) => item !== option) : [...list, option]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = UniversityInputSchema.safeParse(inputOf(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: university?.id, body: parsed.data });
      toast({ title: university ? "University updated" : "University added", description: saved.name });
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      } else {
        setFailure(describeFormFailure(error, "The university could not be saved. Please try again."));
      }
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            hint={field.hint}
            error={errors[field.key]}
            className={field.wide ? "sm:col-span-2" : undefined}
            type={field.type ?? "text"}
            inputMode={field.type === "number" ? "numeric" : undefined}
            autoComplete="off"
            value={values[field.key]}
            onValueChange={(value) => set(field.key, value)}
          />
        ))}
        <FormField label="Description" error={errors.description} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.description}
              onChange={(event) => set("description", event.target.value)}
              className="w-full rounded-md border border-input bg-surface px-3 py-2 text-sm text-foreground"
            />
          )}
        </FormField>
      </div>
      <CheckboxGroup
        legend="Fields of study"
        options={universityFilterOptions.fields}
        selected={values.fieldsOfStudy}
        error={errors.fieldsOfStudy}
        onToggle={(option) => toggle("fieldsOfStudy", option)}
      />
      <CheckboxGroup
        legend="Degree types"
        options={universityFilterOptions.degreeTypes}
        selected={values.degreeTypes}
        error={errors.degreeTypes}
        onToggle={(option) => toggle("degreeTypes", option)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : university ? "Save changes" : "Add university"}
        </Button>
      </div>
    </form>
  );
}

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  error: string | undefined;
  onToggle: (option: string) => void;
}

function CheckboxGroup({ legend, options, selected, error, onToggle }: CheckboxGroupProps) {
  return (
    <fieldset className="grid gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
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
