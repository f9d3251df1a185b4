import {
  type AdminSubscriptionPlan,
  CurrencySchema,
  decimalToMinor,
  minorToDecimal,
  minorUnitsPerMajor,
  PlanInputSchema,
  planDisplay,
} from "@meridian/contract";
import { z } from "zod";

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
  };
}

/** The decimals a currency's amounts have (2 for USD, 0 for JPY); 2 while the code is not valid yet. */
function decimalsOf(currency: string): number {
  return CurrencySchema.safeParse(currency).success
    ? Math.round(Math.log10(minorUnitsPerMajor(currency)))
    : 2;
}

type Issue = { message: string; path: [keyof PlanFormValues] };

/** The typed text as the contract's body, and what could not be read as a number. */
function inputOf(values: PlanFormValues): { body: Record<string, unknown>; unreadable: Issue[] } {
  const unreadable: Issue[] = [];
  const currency = values.currency.trim().toUpperCase();
  const decimals = decimalsOf(currency);
  const price = decimalToMinor(
    values.priceMinor,
    CurrencySchema.safeParse(currency).success ? currency : "USD",
  );
  if (price === null) {
    unreadable.push({
      path: ["priceMinor"],
      message:
        decimals === 0
          ? `Enter the yearly price as a whole amount, e.g. 1500`
          : `Enter the yearly price like 288.00, with at most ${decimals} decimals`,
    });
  }
  const whole = (field: "maxUniversities" | "maxCountries", text: string, sentinel: number, all: boolean) => {
    if (all) return sentinel;
    if (/^\d{1,7}$/.test(text.trim())) return Number(text.trim());
    unreadable.push({ path: [field], message: "Enter a whole number" });
    return undefined;
  };
  return {
    unreadable,
    body: {
      name: values.name,
      description: values.description.trim() === "" ? null : values.description,
      priceMinor: price ?? undefined,
      currency,
      maxUniversities: whole(
        "maxUniversities",
        values.maxUniversities,
        planDisplay.unlimitedUniversities,
        values.unlimitedUniversities,
      ),
      maxCountries: whole("maxCountries", values.maxCountries, planDisplay.allCountries, values.allCountries),
      supportType: values.supportType,
      // Blank lines are spacing, not features.
      features: values.features
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
      isActive: values.isActive,
      isSample: values.isSample,
    },
  };
}

/**
 * The form's schema: the typed text turned into the contract's body and checked by the contract's
 * PlanInputSchema, so the browser and the server refuse the same input with the same words. A
 * number that cannot be read says so at its box; every other box still gets the contract's check
 * in the same pass. A feature's message names the feature (the features share one box).
 */
export const PlanFormSchema = PlanFormFieldsSchema.transform((values, ctx) => {
  const { body, unreadable } = inputOf(values);
  const parsed = PlanInputSchema.safeParse(body);
  const blamed = new Set<string>(unreadable.map((issue) => issue.path[0]));
  for (const issue of unreadable) ctx.issues.push({ code: "custom", input: values, ...issue });
  for (const issue of parsed.error?.issues ?? []) {
    const [field, index] = issue.path;
    if (typeof field !== "string" || blamed.has(field)) continue;
    blamed.add(field);
    const message =
      field === "features" && typeof index === "number"
        ? `Feature ${index + 1}: ${issue.message}`
        : issue.message;
    ctx.issues.push({ code: "custom", input: values, path: [field], message });
  }
  return parsed.success ? parsed.data : z.NEVER;
});
