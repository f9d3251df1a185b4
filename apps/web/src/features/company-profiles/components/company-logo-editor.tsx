import {
  acceptAttribute,
  type CompanyProfile,
  companyProfileLimits,
  formatFileSize,
} from "@meridian/contract";
import { ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { UploadProgress } from "@/components/ui/upload-progress";
import { describeFormFailure } from "@/lib/form-failure";
import { uploadFileProblem } from "@/lib/upload-file";
import { toast } from "@/lib/use-toast";
import { useRemoveCompanyLogo } from "../api/remove-company-logo";
import { companyLogoUpload, useUploadCompanyLogo } from "../api/upload-company-logo";
import { CompanyLogo } from "./company-logo";

/** The logo: its preview, an upload with progress, and removal after a confirmation. */
export function CompanyLogoEditor({ profile }: { profile: CompanyProfile }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadCompanyLogo(setProgress);
  const remove = useRemoveCompanyLogo();
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const refused = uploadFileProblem(companyLogoUpload, file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => toast({ title: "Logo updated" }),
      onError: (error) => setProblem(describeFormFailure(error, "The logo could not be uploaded.").message),
    });
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: "Logo removed" }),
      onError: (error) => setProblem(describeFormFailure(error, "The logo could not be removed.").message),
    });

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-3">
      <h2 id={`${inputId}-title`} className="font-semibold text-foreground">
        Logo
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <CompanyLogo
          logoUrl={profile.logoUrl}
          alt={profile.logoUrl ? `${profile.name} logo` : ""}
          className="size-24"
        />
        <div className="grid gap-2">
          <p id={hintId} className="text-sm text-muted-foreground">
            PNG, JPEG or WebP, up to {formatFileSize(companyProfileLimits.logoMaxBytes)}. It is shown beside
            your posts, fitted in {companyProfileLimits.logoMaxSide}×{companyProfileLimits.logoMaxSide}{" "}
            pixels, and its photo details (location, camera) are removed.
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-label="Logo file"
              accept={acceptAttribute(companyLogoUpload)}
              aria-describedby={hintId}
              onChange={choose}
            />
            <Button variant="outline" pending={busy} onClick={() => input.current?.click()}>
              <ImageUp aria-hidden="true" />
              {profile.logoUrl ? "Replace logo" : "Upload logo"}
            </Button>
            {profile.logoUrl ? (
              <Button variant="ghost" pending={busy} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" />
                Remove logo
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {upload.isPending ? <UploadProgress label="Uploading logo..." fraction={progress} /> : null}
      {problem ? <Alert tone="destructive">{problem}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the logo?"
        description="Your posts will show the company's name without a logo until you upload one again."
        confirmLabel="Remove logo"
        destructive
        onConfirm={confirmRemove}
      />
    </section>
  );
}
