import { z } from "zod";
import { defineEndpoint, publicCacheControl } from "./common/endpoint.js";
import { siteFactsPath } from "./constants.js";

/**
 * When a figure about people means something: below these, the landing page shows catalogue facts
 * instead (decision 049). A success rate of a handful of decisions says nothing.
 */
export const siteFactThresholds = { students: 1_000, decidedApplications: 200 } as const;

/** Figures the landing page may claim, each computed from the database. */
export const SiteFactsSchema = z.object({
  /** Universities in the catalogue. */
  universities: z.number().int(),
  /** Countries with at least one university in the catalogue. */
  countries: z.number().int(),
  /** Universities with a published world rank. */
  rankedUniversities: z.number().int(),
  /** Where those ranks come from ("ARWU 2025 …"), as the catalogue records them. */
  rankingSources: z.array(z.string()),
  /** Student accounts; null until there are `siteFactThresholds.students`. */
  students: z.number().int().nullable(),
  /**
   * Share of decided applications (an offer or a refusal) that got an offer, 0 to 100; null until
   * `siteFactThresholds.decidedApplications` applications are decided.
   */
  successRate: z.number().int().min(0).max(100).nullable(),
});
export type SiteFacts = z.infer<typeof SiteFactsSchema>;

export const siteFactEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: siteFactsPath,
    summary: "Figures for the landing page, computed from the database",
    tags: ["site-facts"],
    response: SiteFactsSchema,
    cacheControl: publicCacheControl,
  }),
} as const;
