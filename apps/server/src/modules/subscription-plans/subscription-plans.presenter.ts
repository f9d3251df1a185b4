import { type AdminSubscriptionPlan, minorToDecimal, type SubscriptionPlan } from "@meridian/contract";
import type { SubscriptionPlanRow } from "../../db/schema/index.js";

/** A plan as /plans shows it: the price in minor units, and as the spec's decimal string. */
export function presentPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceMinor: row.priceMinor,
    price: minorToDecimal(row.priceMinor, row.currency),
    currency: row.currency,
    isActive: row.isActive,
    maxUniversities: row.maxUniversities,
    maxCountries: row.maxCountries,
    supportType: row.supportType,
    features: row.features,
    isSample: row.isSample,
    isPopular: row.isPopular,
  };
}

/** A plan as an admin manages it: with how many students hold it now, and its dates. */
export function presentAdminPlan(
  row: SubscriptionPlanRow,
  activeSubscriptions: number,
): AdminSubscriptionPlan {
  return {
    ...presentPlan(row),
    activeSubscriptions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
