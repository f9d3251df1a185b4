import { companyProfileEndpoints } from "@meridian/contract";
import { useEndpointQuery } from "@/lib/endpoint-query";
import { keyOf } from "@/lib/query-keys";

const endpoint = companyProfileEndpoints.get;

/** The key of the signed-in company's profile; every change to it puts its answer here. */
export const companyProfileQueryKey = keyOf(endpoint);

/** GET /api/company/profile: the signed-in company's own profile (name, website, description, logo). */
export function useCompanyProfile() {
  return useEndpointQuery(endpoint);
}
