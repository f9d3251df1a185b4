import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";

/**
 * The link back up to where a page belongs (all plans, the category, the application), above the
 * page's heading: small primary text after an icon pointing back.
 */
export function BackLink({
  to,
  icon: Icon,
  className,
  children,
}: {
  to: string;
  icon: LucideIcon;
  /** How the link sits in its parent (justify-self-start in a grid, w-fit in a flow). */
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
