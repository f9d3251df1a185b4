import { type University, UniversityInputSchema } from "@meridian/contract";
import { z } from "zod";

/** What the form holds: every box as typed text, the lists as the ticked options. */
const UniversityFormFieldsSchema = z.object({
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  city: z.string(),
  website: z.string(),
  worldRanking: z.string(),
  specialization: z.string(),
  description: z.string(),
  currency: z.string(),
  offerLetterFee: z.string(),
  annualFee: z.string(),
  tuitionMin: z.string(),
  tuitionMax: z.string(),
  fieldsOfStudy: z.array(z.string()),
  degreeTypes: z.array(z.string()),
});

export type UniversityFormValues = z.infer<typeof UniversityFormFieldsSchema>;

export const blankUniversity: UniversityFormValues = {
  name: "",
  country: "",
  countryCode: "",
  city: "",
  website: "",
  worldRanking: "",
  specialization: "",
  description: "",
  currency: "USD",
  offerLetterFee: "",
  annualFee: "",
  tuitionMin: "",
  tuitionMax: "",
  fieldsOfStudy: [],
  degreeTypes: [],
};

const text = (value: string | null) => value ?? "";
const figure = (value: number | null) => (value === null ? "" : String(value));

/** The form filled from a stored university. */
export function valuesOf(university: University): UniversityFormValues {
  return {
    name: university.name,
    country: university.country,
    countryCode: university.countryCode,
    city: text(university.city),
    website: text(university.website),
    worldRanking: figure(university.worldRanking),
    specialization: text(university.specialization),
    description: text(university.description),
    currency: university.currency,
    offerLetterFee: figure(university.offerLetterFee),
    annualFee: figure(university.annualFee),
    tuitionMin: figure(university.tuitionFees.international.min),
    tuitionMax: figure(university.tuitionFees.international.max),
    fieldsOfStudy: university.fieldsOfStudy,
    degreeTypes: university.degreeTypes,
  };
}

const optional = (value: string) => (value.trim() === "" ? null : value.trim());
// Not-a-number text is passed on as NaN so the schema reports it on the field.
const optionalNumber = (value: string) => (value.trim() === "" ? null : Number(value));

/** What the form holds, shaped for UniversityInputSchema (which does the validating). */
function inputOf(values: UniversityFormValues): unknown {
  return {
    name: values.name,
    country: values.country,
    countryCode: values.countryCode,
    city: optional(values.city),
    website: optional(values.website),
    worldRanking: optionalNumber(values.worldRanking),
    specialization: optional(values.specialization),
    description: optional(values.description),
    fieldsOfStudy: values.fieldsOfStudy,
    degreeTypes: values.degreeTypes,
    currency: values.currency.trim() === "" ? undefined : values.currency,
    offerLetterFee: optionalNumber(values.offerLetterFee),
    annualFee: optionalNumber(values.annualFee),
    tuitionMin: optionalNumber(values.tuitionMin),
    tuitionMax: optionalNumber(values.tuitionMax),
  };
}

/**
 * The form's schema: the typed text turned into the contract's body and checked by the contract's
 * UniversityInputSchema, so the browser and the server refuse the same input with the same words.
 * Field names are the body's, so every message lands at its box.
 */
export const UniversityFormSchema = UniversityFormFieldsSchema.transform(inputOf).pipe(UniversityInputSchema);
