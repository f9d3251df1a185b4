import { type CompanyProfile, companyProfileEndpoints } from "@meridian/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ProgressListener, uploadFile } from "@/lib/upload-file";
import { companyProfileQueryKey } from "./get-company-profile";

export const companyLogoUpload = companyProfileEndpoints.uploadLogo.upload;

/** PUT /api/company/profile/logo: the new logo, with upload progress. */
export function uploadCompanyLogo(file: File, onProgress?: ProgressListener): Promise<CompanyProfile> {
  return uploadFile(companyProfileEndpoints.uploadLogo, { file, ...(onProgress ? { onProgress } : {}) });
}

/** Uploads a logo and puts the answer (with the logo's new address) in the cache. */
export function useUploadCompanyLogo(onProgress: ProgressListener) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCompanyLogo(file, onProgress),
    onSuccess: (profile) => queryClient.setQueryData(companyProfileQueryKey, profile),
  });
}
