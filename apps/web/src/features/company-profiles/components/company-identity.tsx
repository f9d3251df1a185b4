import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { useCompanyProfile } from "../api/get-company-profile";
import { CompanyLogo } from "./company-logo";

/** The company's name and logo on its dashboard, with a link to edit them. */
export function CompanyIdentity({ profilePath }: { profilePath: string }) {
  const profile = useCompanyProfile();
  if (profile.isError) return null;
  if (!profile.data) return <Skeleton className="h-20 w-full max-w-md" />;
  const { name, logoUrl } = profile.data;
  return (
    <div className="flex items-center gap-4">
      <CompanyLogo logoUrl={logoUrl} alt={logoUrl ? `${name} logo` : ""} />
      <div className="grid min-w-0 gap-1">
        <p className="truncate text-lg font-semibold text-foreground">{name}</p>
        <Link
          to={profilePath}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Edit company profile
        </Link>
      </div>
    </div>
  );
}
