import type { Db } from "../../db/client.js";
import type { NewSubscriptionPlanRow } from "../../db/schema/index.js";
import { insertMissingPlans } from "./subscription-plans.repository.js";

/**
 * The four plans the spec names (part 2, "Subscription plans"), written as names: the pages show a
 * plan's name as it is written (decision 063). The spec gives their names only:
 * prices, limits and features here are made up for the demo, so every row is `isSample` and the
 * page labels it. Prices are yearly, in cents, and divisible by 12 so the per-month figure is whole.
 */
export const samplePlans: NewSubscriptionPlanRow[] = [
  {
    name: "Explorer",
    description: "Find universities and build your shortlist.",
    priceMinor: 0,
    currency: "USD",
    maxUniversities: 5,
    maxCountries: 3,
    supportType: "email",
    features: [
      "University search and filters",
      "Shortlist of universities",
      "Application tracker",
      "Community forum access",
    ],
  },
  {
    name: "Achiever",
    description: "Guidance for your first applications.",
    priceMinor: 28_800,
    currency: "USD",
    maxUniversities: 25,
    maxCountries: 10,
    supportType: "priority email",
    // The demo's "Most Popular" card: an admin marks the plan in a real install (decision 063).
    isPopular: true,
    features: [
      "Everything in Explorer",
      "Document checklist and uploads",
      "Chat with a counselor",
      "Personal statement feedback",
      "Deadline reminders",
    ],
  },
  {
    name: "Champion",
    description: "Counselor support from shortlist to visa.",
    priceMinor: 58_800,
    currency: "USD",
    maxUniversities: 100,
    maxCountries: 25,
    supportType: "counselor",
    features: [
      "Everything in Achiever",
      "Video calls with a counselor",
      "Scholarship search support",
      "Visa application guidance",
      "Interview preparation session",
      "English test planning",
    ],
  },
  {
    name: "Legend",
    description: "Every service, for every university you choose.",
    priceMinor: 118_800,
    currency: "USD",
    maxUniversities: 999_999,
    maxCountries: 999,
    supportType: "personal counselor",
    features: [
      "Everything in Champion",
      "A counselor of your own",
      "Unlimited counselor sessions",
      "Review of every application",
      "Education loan guidance",
      "Pre-departure briefing",
      "Accommodation search help",
      "Family consultation call",
    ],
  },
].map((plan) => ({ ...plan, isSample: true, isActive: true }));

/**
 * Adds the sample plans that are missing (SEED_DEMO only). A plan an admin has since edited or
 * retired under the same name is left alone, so a restart never undoes their change.
 */
export function seedSamplePlans(db: Db): Promise<number> {
  return insertMissingPlans(db, samplePlans);
}
