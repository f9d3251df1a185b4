import type { University, UniversityInput } from "@meridian/contract";
import { isApiError } from "@/lib/api-client";
import type { FieldErrors } from "@/lib/field-errors";

/** The form's text fields; lists are kept as arrays. */
export interface UniversityFormValues {
  name: string;
  country: string;
  countryCode: string;
  city: string;
  website: string;
  worldRanking: string;
  specialization: string;
  description: string;
  currency: string;
  offerLetterFee: string;
  annualFee: string;
  tuitionMin: string;
  tuitionMax: string;
  fieldsOfStudy: string[];
  degreeTypes: string[];
}

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
export function inputOf(values: UniversityFormValues): Record<keyof UniversityInput, unknown> {
  return {
    name: values.name,
    country: values.country,
    countryCode: values.countryCode,
    city: optional(values.city),
    stateProvince: undefined,
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

function lastSegment(path: string): string {
  return (
    path
      .split(/[.[\]/]/)
      .filter(Boolean)
      .at(-1) ?? path
  );
}

/** The field errors a refused save carries: error.field and any details.issues. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  const details = error.details as { issues?: { field?: unknown; message?: unknown }[] } | undefined;
  for (const issue of details?.issues ?? []) {
    if (typeof issue.field === "string" && typeof issue.message === "string") {
      errors[lastSegment(issue.field)] ??= issue.message;
    }
  }
  if (error.field) errors[lastSegment(error.field)] ??= error.message;
  return errors;
}
