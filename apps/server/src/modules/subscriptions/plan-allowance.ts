import { type PlanAllowance, planDisplay } from "@meridian/contract";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { activeSubscriptionOf, findFreePlan, reachOf, usageOf } from "./subscriptions.repository.js";

interface Limits {
  source: PlanAllowance["source"];
  planName: string | null;
  maxUniversities: number | null;
  maxCountries: number | null;
}

function limitsFrom(
  source: Limits["source"],
  planName: string,
  caps: Pick<Limits, "maxUniversities" | "maxCountries">,
): Limits {
  return { source, planName, maxUniversities: caps.maxUniversities, maxCountries: caps.maxCountries };
}

/**
 * The limits that hold for a student (decision 041): their active subscription's, as bought; else
 * the free plan's, which everyone has without buying; else none (no plans configured: nothing to
 * cap against).
 */
async function limitsOf(db: Db, studentId: string): Promise<Limits> {
  const subscription = await activeSubscriptionOf(db, studentId);
  if (subscription) return limitsFrom("subscription", subscription.planName, subscription);
  const free = await findFreePlan(db);
  if (free) return limitsFrom("free_plan", free.name, free);
  return { source: "none", planName: null, maxUniversities: null, maxCountries: null };
}

/** The student's allowance and what they use of it. */
export async function allowanceOf(db: Db, studentId: string): Promise<PlanAllowance> {
  const [limits, used] = await Promise.all([limitsOf(db, studentId), usageOf(db, studentId)]);
  return { ...limits, used };
}

/**
 * Refuses an application the student's plan does not allow: a university beyond
 * `maxUniversities` distinct universities, or a country beyond `maxCountries` distinct countries.
 * Another programme at a university already applied to takes no new place. Runs inside the
 * application's transaction after the student is locked, so two at once cannot both pass.
 */
export async function assertPlanAllows(tx: Db, studentId: string, universityId: string): Promise<void> {
  const limits = await limitsOf(tx, studentId);
  if (limits.source === "none") return;
  const reach = await reachOf(tx, studentId, universityId);
  if (reach.sameUniversity) return;
  const used = await usageOf(tx, studentId);
  const plan = limits.planName ?? "";
  const refuse = (limit: "universities" | "countries", max: number, message: string) =>
    new AppError("PLAN_LIMIT_REACHED", message, {
      details: { limit, max, planName: limits.planName, upgradePath: "/plans" },
    });
  if (
    limits.maxUniversities !== null &&
    limits.maxUniversities < planDisplay.unlimitedUniversities &&
    used.universities >= limits.maxUniversities
  ) {
    throw refuse(
      "universities",
      limits.maxUniversities,
      `Your ${plan} plan covers applications to ${limits.maxUniversities} universities. Choose a plan with more universities to add this one.`,
    );
  }
  if (
    limits.maxCountries !== null &&
    limits.maxCountries < planDisplay.allCountries &&
    !reach.sameCountry &&
    used.countries >= limits.maxCountries
  ) {
    throw refuse(
      "countries",
      limits.maxCountries,
      `Your ${plan} plan covers universities in ${limits.maxCountries} ${limits.maxCountries === 1 ? "country" : "countries"}. Choose a plan with more countries to apply in another one.`,
    );
  }
}
