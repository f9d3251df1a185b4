import { type CompanyProfile, companyProfileEndpoints } from "@meridian/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";

const endpoint = companyProfileEndpoints.get;

/** The key of the signed-in company's profile; every change to it puts its answer here. */
export const companyProfileQueryKey = [endpoint.path] as const;

/** GET /api/company/profile: the signed-in company's own profile. */
export function getCompanyProfile(signal?: AbortSignal): Promise<CompanyProfile> {
  return callEndpoint(endpoint, { signal });
}

export function companyProfileQueryOptions() {
  return queryOptions({
    queryKey: companyProfileQueryKey,
    queryFn: ({ signal }) => getCompanyProfile(signal),
  });
}

/** The signed-in company's profile (name, website, description, logo). */
export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}
