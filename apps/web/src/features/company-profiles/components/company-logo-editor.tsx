import { type CompanyProfile, companyProfileLimits, formatFileSize } from "@meridian/contract";
import { useState } from "react";
import { ImageFileEditor } from "@/components/image-file-editor";
import { useRemoveCompanyLogo } from "../api/remove-company-logo";
import { companyLogoUpload, useUploadCompanyLogo } from "../api/upload-company-logo";
import { CompanyLogo } from "./company-logo";

/** The logo: its preview, an upload with progress, and removal after a confirmation. */
export function CompanyLogoEditor({ profile }: { profile: CompanyProfile }) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadCompanyLogo(setProgress);
  const remove = useRemoveCompanyLogo();
  return (
    <ImageFileEditor
      noun="logo"
      upload={companyLogoUpload}
      present={profile.logoUrl !== null}
      preview={
        <CompanyLogo
          logoUrl={profile.logoUrl}
          alt={profile.logoUrl ? `${profile.name} logo` : ""}
          className="size-24"
        />
      }
      hint={
        <>
          PNG, JPEG or WebP, up to {formatFileSize(companyProfileLimits.logoMaxBytes)}. It is shown beside
          your posts, fitted in {companyProfileLimits.logoMaxSide}×{companyProfileLimits.logoMaxSide} pixels,
          and its photo details (location, camera) are removed.
        </>
      }
      uploadMutation={upload}
      removeMutation={remove}
      progress={progress}
      onUploadStart={() => setProgress(0)}
      messages={{
        saved: "Logo updated",
        removed: "Logo removed",
        removeTitle: "Remove the logo?",
        removeDescription:
          "Your posts will show the company's name without a logo until you upload one again.",
      }}
    />
  );
}
