import { type StudyPreferencesResponse, StudyPreferencesSchema } from "@meridian/contract";
import { z } from "zod";

/**
 * The form's raw values: text as typed, selects with "" for "not given". They turn into the
 * contract's body ("" becomes null, numbers are read) and then pass the contract's own rules, so
 * no rule is restated here and a server 422 lands on the field of the same name.
 */
const PreferencesFormValuesSchema = z.object({
  preferredCountries: z.array(z.string()),
  programLevel: z.string(),
  fieldsOfStudy: z.array(z.string()),
  interests: z.string(),
  budgetPerYear: z.string(),
  gpa: z.string(),
  englishTest: z.string(),
  englishTestScore: z.string(),
});
export type PreferencesFormValues = z.input<typeof PreferencesFormValuesSchema>;

/** "" is "not given"; anything else is read as a number (NaN fails the contract's number check). */
function numberOrNull(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

export const PreferencesFormSchema = PreferencesFormValuesSchema.transform((values) => ({
  preferredCountries: values.preferredCountries,
  programLevel: values.programLevel || null,
  fieldsOfStudy: values.fieldsOfStudy,
  interests: values.interests.trim() || null,
  budgetPerYear: numberOrNull(values.budgetPerYear),
  gpa: numberOrNull(values.gpa),
  englishTest: values.englishTest || null,
  englishTestScore: numberOrNull(values.englishTestScore),
})).pipe(StudyPreferencesSchema);

const text = (value: number | null) => (value === null ? "" : String(value));

/** The saved preferences as the form shows them. */
export function formValuesOf({ preferences }: StudyPreferencesResponse): PreferencesFormValues {
  return {
    preferredCountries: preferences.preferredCountries,
    programLevel: preferences.programLevel ?? "",
    fieldsOfStudy: preferences.fieldsOfStudy,
    interests: preferences.interests ?? "",
    budgetPerYear: text(preferences.budgetPerYear),
    gpa: text(preferences.gpa),
    englishTest: preferences.englishTest ?? "",
    englishTestScore: text(preferences.englishTestScore),
  };
}

/** The form's fields in screen order: where a server refusal is shown. */
export const preferenceFields = [
  "preferredCountries",
  "programLevel",
  "fieldsOfStudy",
  "interests",
  "budgetPerYear",
  "gpa",
  "englishTest",
  "englishTestScore",
] as const satisfies readonly (keyof PreferencesFormValues)[];
