import { type AdminSubscriptionPlan, minorToDecimal, PlanInputSchema, planDisplay } from "@meridian/contract";
import { z } from "zod";
import { readTypedAmount } from "@/lib/typed-amount";
import { typedFormSchema, type UnreadableField } from "@/lib/typed-form-schema";

/** What the form holds: every box as typed text, the limits' sentinels as their own checkboxes. */
const PlanFormFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** The yearly price as typed, in major units ("288.00"); named as the body names it, so a 422 lands here. */
  priceMinor: z.string(),
  currency: z.string(),
  maxUniversities: z.string(),
  unlimitedUniversities: z.boolean(),
  maxCountries: z.string(),
  allCountries: z.boolean(),
  supportType: z.string(),
  /** One feature per line. */
  features: z.string(),
  isActive: z.boolean(),
  isSample: z.boolean(),
  isPopular: z.boolean(),
});

export type PlanFormValues = z.infer<typeof PlanFormFieldsSchema>;

export const blankPlan: PlanFormValues = {
  name: "",
  description: "",
  priceMinor: "",
  currency: "USD",
  maxUniversities: "",
  unlimitedUniversities: false,
  maxCountries: "",
  allCountries: false,
  supportType: "",
  features: "",
  isActive: true,
  isSample: false,
  isPopular: false,
};

/** The form filled from a stored plan. */
export function valuesOf(plan: AdminSubscriptionPlan): PlanFormValues {
  const unlimited = plan.maxUniversities === planDisplay.unlimitedUniversities;
  const all = plan.maxCountries === planDisplay.allCountries;
  return {
    name: plan.name,
    description: plan.description ?? "",
    priceMinor: minorToDecimal(plan.priceMinor, plan.currency),
    currency: plan.currency,
    maxUniversities: unlimited ? "" : String(plan.maxUniversities),
    unlimitedUniversities: unlimited,
    maxCountries: all ? "" : String(plan.maxCountries),
    allCountries: all,
    supportType: plan.supportType,
    features: plan.features.join("\n"),
    isActive: plan.isActive,
    isSample: plan.isSample,
    isPopular: plan.isPopular,
  };
}

/** The typed text as the contract's body, and what could not be read as a number. */
function inputOf(values: PlanFormValues): { body: unknown; unreadable: UnreadableField<PlanFormValues>[] } {
  const unreadable: UnreadableField<PlanFormValues>[] = [];
  const currency = values.currency.trim().toUpperCase();
  const price = readTypedAmount(values.priceMinor, currency, "the yearly price");
  if ("message" in price) unreadable.push({ field: "priceMinor", message: price.message });
  const limit = (field: "maxUniversities" | "maxCountries", sentinel: number, all: boolean) => {
    if (all) return sentinel;
    const text = values[field].trim();
    if (/^\d{1,7}$/.test(text)) return Number(text);
    unreadable.push({ field, message: "Enter a whole number" });
    return undefined;
  };
  return {
    unreadable,
    body: {
      name: values.name,
      description: values.description.trim() === "" ? null : values.description,
      priceMinor: "minor" in price ? price.minor : undefined,
      currency,
      maxUniversities: limit(
        "maxUniversities",
        planDisplay.unlimitedUniversities,
        values.unlimitedUniversities,
      ),
      maxCountries: limit("maxCountries", planDisplay.allCountries, values.allCountries),
      supportType: values.supportType,
      // Blank lines are spacing, not features.
      features: values.features
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
      isActive: values.isActive,
      isSample: values.isSample,
      isPopular: values.isPopular,
    },
  };
}

/**
 * The form's schema: the typed text as the contract's body, checked by PlanInputSchema. The
 * features share one box, so a feature's message says which one.
 */
export const PlanFormSchema = typedFormSchema(PlanFormFieldsSchema, inputOf, PlanInputSchema, (issue) => {
  const [field, index] = issue.path;
  return field === "features" && typeof index === "number"
    ? `Feature ${index + 1}: ${issue.message}`
    : issue.message;
});
