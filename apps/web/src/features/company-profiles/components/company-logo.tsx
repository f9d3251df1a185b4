import { Building2 } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * A company's logo, or a building mark when it has none. Decorative beside the company's name
 * (which is always shown), so its alternative text is empty unless `alt` is given.
 */
export function CompanyLogo({
  logoUrl,
  alt = "",
  className,
}: {
  logoUrl: string | null;
  alt?: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted",
        className,
      )}
    >
      {logoUrl ? (
        <img src={logoUrl} alt={alt} className="size-full object-contain" />
      ) : (
        <Building2 aria-hidden="true" className="size-1/2 text-muted-foreground" />
      )}
    </span>
  );
}
