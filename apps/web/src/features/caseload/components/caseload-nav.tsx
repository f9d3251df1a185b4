import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SectionLink } from "@/components/ui/section-link";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";
import { type CaseloadSection, sectionPath, sectionsFor } from "../sections";

interface CaseloadNavProps {
  current: CaseloadSection;
  isStaff: boolean;
}

/**
 * The dashboard's sections as links (so back, reload and shared links keep the section): a
 * sidebar that folds to icons on wide screens, a scrolling tab strip on phones.
 */
export function CaseloadNav({ current, isStaff }: CaseloadNavProps) {
  const [collapsed, setCollapsed] = useState(false);
  const sections = sectionsFor(isStaff);
  return (
    <>
      <nav aria-label="Team dashboard sections" className="-mx-4 overflow-x-auto px-4 md:hidden">
        <ul className="flex gap-1 border-b border-border">
          {sections.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={sectionPath(id)}
                aria-current={id === current ? "page" : undefined}
                className={cn(
                  "-mb-px flex items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium",
                  id === current
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav
        aria-label="Team dashboard sections"
        className={cn("hidden shrink-0 md:block", collapsed ? "w-14" : "w-52")}
      >
        <div className="sticky top-20 grid gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={!collapsed}
            aria-controls="team-dashboard-sidebar"
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          </Button>
          <ul id="team-dashboard-sidebar" className="grid gap-1">
            {sections.map(({ id, label, icon }) => (
              <li key={id}>
                <SectionLink
                  to={sectionPath(id)}
                  label={label}
                  icon={icon}
                  current={id === current}
                  collapsed={collapsed}
                />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </>
  );
}
