import { type CompanyProfile, companyProfileEndpoints, type EndpointBody } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { companyProfileQueryKey } from "./get-company-profile";

const endpoint = companyProfileEndpoints.update;

/** PUT /api/company/profile: replaces the name, website and description. */
export function updateCompanyProfile(body: EndpointBody<typeof endpoint>): Promise<CompanyProfile> {
  return callEndpoint(endpoint, { body });
}

/** Saves the Company Information form and puts the answer in the cache. */
export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (profile) => queryClient.setQueryData(companyProfileQueryKey, profile),
  });
}
