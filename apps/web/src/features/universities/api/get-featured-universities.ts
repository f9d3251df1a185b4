import { featuredUniversitiesPath, type University } from "@meridian/contract";
import { type PublicData, usePublicData } from "@/lib/use-public-data";

/**
 * GET /api/universities/featured: three random well-ranked universities, open to guests. Fetched
 * once per visit (the pick is random: a refetch would reshuffle the cards under the reader's eyes),
 * without the data cache, so the landing page loads neither it nor Zod (decision 050).
 */
export function useFeaturedUniversities(): PublicData<University[]> {
  return usePublicData<University[]>(featuredUniversitiesPath, Number.POSITIVE_INFINITY);
}
