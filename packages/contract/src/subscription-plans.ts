import { z } from "zod";
import { defineEndpoint, publicCacheControl } from "./common/endpoint.js";
import { recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { planDisplay } from "./constants.js";

/** ISO 4217 codes the runtime knows (so an amount can be formatted); checked on both sides. */
const knownCurrencies: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : ["USD", "EUR", "GBP"],
);

export const CurrencySchema = text()
  .regex(/^[A-Z]{3}$/, "Currency must be a three-letter ISO 4217 code, e.g. USD")
  .refine((code) => knownCurrencies.has(code), "Unknown currency code");

/** How many minor units make one major unit of `currency` (100 for USD, 1 for JPY). */
export function minorUnitsPerMajor(currency: string): number {
  const digits = new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** An amount in minor units as the exact decimal string of its major units ("288.00", "1500"). */
export function minorToDecimal(amountMinor: number, currency: string): string {
  const per = minorUnitsPerMajor(currency);
  if (per === 1) return String(amountMinor);
  const digits = Math.round(Math.log10(per));
  const whole = Math.floor(amountMinor / per);
  const fraction = String(amountMinor % per).padStart(digits, "0");
  return `${whole}.${fraction}`;
}

/**
 * The minor units of an amount typed in major units ("288.00", "288", "1,500" is refused) in
 * `currency`: exact, with no float in between. Null when the text is not a plain non-negative
 * amount or has more decimals than the currency has (288.005 USD, 1.5 JPY).
 */
export function decimalToMinor(amount: string, currency: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const per = minorUnitsPerMajor(currency);
  const digits = Math.round(Math.log10(per));
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return null;
  return Number(match[1]) * per + Number(fraction.padEnd(digits, "0") || "0");
}

/**
 * An amount for people: "$288", "$24.50", "¥1,500". Whole amounts drop their zero cents, as a
 * price tag does. Integer minor units in, so no float ever decides a cent.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const per = minorUnitsPerMajor(currency);
  const whole = amountMinor % per === 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amountMinor / per);
}

/** The per-month figure of a yearly price, rounded to the nearest minor unit ("billed annually"). */
export function monthlyMinor(yearlyMinor: number): number {
  return Math.round(yearlyMinor / 12);
}

export const planLimits = {
  nameMax: 40,
  descriptionMax: 300,
  supportTypeMax: 60,
  featureMax: 120,
  featuresMax: 20,
  /** 1,000,000.00 in a two-decimal currency: a yearly plan price above this is a typo. */
  priceMinorMax: 100_000_000,
} as const;

/**
 * A sum typed in a form as whole minor units (a plan's price, a payment's amount), from `min` up
 * to the highest plan price; `what` names it in the messages ("Price", "Amount").
 */
export function minorAmount(what: string, min: number, tooLow: string) {
  return z
    .number({ error: `${what} must be a whole number of minor units (cents)` })
    .int(`${what} must be a whole number of minor units (cents)`)
    .min(min, tooLow)
    .max(planLimits.priceMinorMax, `${what} is too high`);
}

/** A subscription plan as listed on /plans (spec part 2 §3). */
export const SubscriptionPlanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** The yearly price in the currency's minor units (cents): what the server stores and charges. */
  priceMinor: z.number().int().nonnegative(),
  /** The same price as the spec's numeric string of major units ("288.00"), for display only. */
  price: z.string().regex(/^\d+(\.\d+)?$/),
  /** ISO 4217: every amount carries its currency. */
  currency: z.string().length(3),
  isActive: z.boolean(),
  maxUniversities: z.number().int().nonnegative(),
  maxCountries: z.number().int().nonnegative(),
  supportType: z.string(),
  features: z.array(z.string()),
  /** A demo plan seeded with SEED_DEMO: its price and limits are examples, and the page says so. */
  isSample: z.boolean(),
  /** The plan an admin marked "Most Popular" (decision 063): at most one, none unless marked. */
  isPopular: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

export const SubscriptionPlanListSchema = z.array(SubscriptionPlanSchema);
export type SubscriptionPlanList = z.infer<typeof SubscriptionPlanListSchema>;

/** A plan as an admin manages it: every plan, with how many students hold it now. */
export const AdminSubscriptionPlanSchema = SubscriptionPlanSchema.extend({
  activeSubscriptions: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSubscriptionPlan = z.infer<typeof AdminSubscriptionPlanSchema>;

const PlanName = text()
  .trim()
  .min(1, "Name is required")
  .max(planLimits.nameMax)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &+'-]*$/u, "Use letters, digits, spaces and - & + ' only");

/** A plan's fields as an admin writes them. Limits: 999999 universities means unlimited, 999 countries means all. */
const PlanFieldsSchema = z.object({
  name: PlanName,
  description: text({ multiline: true }).trim().max(planLimits.descriptionMax).nullable().optional(),
  priceMinor: minorAmount("Price", 0, "Price cannot be negative"),
  currency: CurrencySchema,
  maxUniversities: z.number().int().min(1).max(planDisplay.unlimitedUniversities),
  maxCountries: z.number().int().min(1).max(planDisplay.allCountries),
  supportType: text().trim().min(1, "Support type is required").max(planLimits.supportTypeMax),
  features: z
    .array(text().trim().min(1, "A feature cannot be empty").max(planLimits.featureMax))
    .max(planLimits.featuresMax, `At most ${planLimits.featuresMax} features`),
  isActive: z.boolean(),
  isSample: z.boolean(),
  /** Marks the plan "Most Popular" on /plans; marking one unmarks the plan that had it. */
  isPopular: z.boolean(),
});

/** Create a plan (admin): active, not a sample and not marked popular unless said otherwise. */
export const PlanInputSchema = PlanFieldsSchema.extend({
  isActive: PlanFieldsSchema.shape.isActive.default(true),
  isSample: PlanFieldsSchema.shape.isSample.default(false),
  isPopular: PlanFieldsSchema.shape.isPopular.default(false),
});
export type PlanInput = z.input<typeof PlanInputSchema>;

/**
 * Edit a plan (admin): any field; `isActive` false takes it off /plans, true puts it back. Built
 * on the fields without their creation defaults, so a field left out stays as it is (a rename
 * must not reactivate a plan).
 */
export const PlanUpdateSchema = PlanFieldsSchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  "Change at least one field",
);

export const PlanIdParamsSchema = z.object({ planId: recordId("plan") });

export const subscriptionPlanEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/subscription-plans",
    summary: "Active subscription plans, cheapest first (public)",
    tags: ["subscription-plans"],
    response: SubscriptionPlanListSchema,
    cacheControl: publicCacheControl,
  }),
  adminList: defineEndpoint({
    method: "GET",
    path: "/api/admin/subscription-plans",
    summary: "Every plan, active or not, with its current subscribers (admin)",
    tags: ["subscription-plans"],
    response: z.object({ plans: z.array(AdminSubscriptionPlanSchema) }),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/admin/subscription-plans",
    summary: "Create a plan (admin)",
    tags: ["subscription-plans"],
    body: PlanInputSchema,
    response: AdminSubscriptionPlanSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/subscription-plans/{planId}",
    summary: "Edit, activate or deactivate a plan (admin); paid subscriptions keep what they bought",
    tags: ["subscription-plans"],
    params: PlanIdParamsSchema,
    body: PlanUpdateSchema,
    response: AdminSubscriptionPlanSchema,
  }),
} as const;
