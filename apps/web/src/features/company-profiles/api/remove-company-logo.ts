import { type CompanyProfile, companyProfileEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "@/lib/call-endpoint";
import { companyProfileQueryKey } from "./get-company-profile";

/** DELETE /api/company/profile/logo. */
export function removeCompanyLogo(): Promise<CompanyProfile> {
  return callEndpoint(companyProfileEndpoints.removeLogo, {});
}

/** Removes the logo and puts the answer in the cache. */
export function useRemoveCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyLogo,
    onSuccess: (profile) => queryClient.setQueryData(companyProfileQueryKey, profile),
  });
}
