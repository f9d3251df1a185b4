import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useCompanyProfile } from "../api/get-company-profile";
import { CompanyInformationForm } from "./company-information-form";
import { CompanyLogoEditor } from "./company-logo-editor";

/** The Company Information tab of /dashboard/company/profile: the logo, then the details form. */
export function CompanyInformation() {
  const profile = useCompanyProfile();
  return (
    <QueryContent
      query={profile}
      failure="The company information could not be loaded."
      loading={<Skeleton className="h-64 w-full" />}
    >
      {(data) => (
        <div className="grid gap-8">
          <CompanyLogoEditor profile={data} />
          {/* Filled once: a logo change must not wipe what is being typed. */}
          <CompanyInformationForm profile={data} />
        </div>
      )}
    </QueryContent>
  );
}
