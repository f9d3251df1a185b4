import { type SiteFacts, siteFactsPath } from "@meridian/contract";
import { type PublicData, usePublicData } from "@/lib/use-public-data";

/**
 * GET /api/site-facts: the landing page's figures, counted by the server, open to guests. Fetched
 * without the data cache, so the landing page loads neither it nor Zod (decision 050); kept five
 * minutes, as the figures change only with the catalogue.
 */
export function useSiteFacts(): PublicData<SiteFacts> {
  return usePublicData<SiteFacts>(siteFactsPath, 5 * 60_000);
}
