import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cardClasses } from "@/components/ui/card";
import { Link } from "@/lib/router";

/** The greeting block at the top of every dashboard. */
export function DashboardIntro({
  badge,
  extraBadge,
  title,
  description,
}: {
  badge: string;
  /** A badge beside the first that depends on the user (e.g. "Premium Member"); nothing when null. */
  extraBadge?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Badge>{badge}</Badge>
        {extraBadge}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      {description ? <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
    </div>
  );
}

export interface DashboardLink {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Cards leading to the parts of Meridian a user works in. */
export function DashboardLinks({ links, label }: { links: readonly DashboardLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {links.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={cardClasses(
                "raised",
                "group flex h-full flex-col gap-3 p-5 transition-colors hover:border-primary",
              )}
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex items-center gap-1 font-semibold text-foreground">
                {title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
