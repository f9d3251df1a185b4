import {
  ClipboardList,
  FileText,
  MessageSquare,
  PanelLeftClose,
  PanelLeftOpen,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SectionLink } from "@/components/ui/section-link";
import { cn } from "@/lib/cn";

/** The four sections of a student's profile for staff (spec part 2 §2), named in the URL: `?section=chat`. */
const sections = [
  { id: "details", label: "View Details", icon: UserRound },
  { id: "follow-up", label: "Follow-up", icon: ClipboardList },
  { id: "documents", label: "Documents", icon: FileText },
  { id: "chat", label: "Chat", icon: MessageSquare },
] as const;
export type StudentProfileSection = (typeof sections)[number]["id"];

/** The section a `?section=` value names; the details when it names none. */
export function studentProfileSectionOf(value: string | null): StudentProfileSection {
  return sections.find((section) => section.id === value)?.id ?? "details";
}

/** The collapsible navigation between the four sections; a row of links on small screens. */
export function StudentProfileSectionNav({ current }: { current: StudentProfileSection }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <nav
      aria-label="Student profile sections"
      className={cn("grid content-start gap-2 lg:sticky lg:top-24", collapsed ? "lg:w-14" : "lg:w-52")}
    >
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start max-lg:hidden"
        aria-expanded={!collapsed}
        aria-controls="student-section-links"
        onClick={() => setCollapsed((value) => !value)}
      >
        {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
        <span className={collapsed ? "sr-only" : undefined}>
          {collapsed ? "Expand navigation" : "Collapse navigation"}
        </span>
      </Button>
      <ul id="student-section-links" className="flex flex-wrap gap-1 lg:grid">
        {sections.map(({ id, label, icon }) => (
          <li key={id}>
            <SectionLink
              to={`?section=${id}`}
              label={label}
              icon={icon}
              current={current === id}
              collapsed={collapsed}
              foldedLabelClass="lg:sr-only"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
