import { z } from "zod";
import { defineEndpoint, publicCacheControl } from "./common/endpoint.js";

/** A subscription plan as listed on /plans (spec part 2 §3); `price` is a yearly amount as a numeric string. */
export const SubscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  price: z.string().regex(/^\d+(\.\d+)?$/),
  /** ISO 4217 code; the spec does not name a currency, so the client shows a bare amount when absent. */
  currency: z.string().length(3).optional(),
  isActive: z.boolean(),
  maxUniversities: z.number().int().nonnegative(),
  maxCountries: z.number().int().nonnegative(),
  supportType: z.string(),
  features: z.array(z.string()),
  /** A demo plan seeded with SEED_DEMO: its price and limits are examples, and the page says so. */
  isSample: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

export const SubscriptionPlanListSchema = z.array(SubscriptionPlanSchema);
export type SubscriptionPlanList = z.infer<typeof SubscriptionPlanListSchema>;

export const subscriptionPlanEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/subscription-plans",
    summary: "Subscription plans (public)",
    tags: ["subscription-plans"],
    response: SubscriptionPlanListSchema,
    cacheControl: publicCacheControl,
  }),
} as const;
