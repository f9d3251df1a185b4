import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";

/**
 * One entry of a collapsible section navigation (the team dashboard's sidebar, a student's
 * profile sections): the current one is marked for screen readers and by colour; folded, the
 * icon stands alone and the name stays for screen readers and as a tooltip.
 */
export function SectionLink({
  to,
  label,
  icon: Icon,
  current,
  collapsed,
  foldedLabelClass = "sr-only",
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  current: boolean;
  collapsed: boolean;
  /** How the name hides when folded ("lg:sr-only" where folding applies to wide screens only). */
  foldedLabelClass?: string;
}) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      title={collapsed ? label : undefined}
      className={cn(
        "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors",
        current
          ? "bg-primary-soft text-primary-soft-foreground"
          : "text-muted-foreground hover:bg-muted hover:text-foreground",
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={collapsed ? foldedLabelClass : undefined}>{label}</span>
    </Link>
  );
}
