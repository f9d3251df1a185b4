import {
  Bookmark,
  ChevronDown,
  FileUp,
  ListChecks,
  type LucideIcon,
  MessageCircle,
  Search,
  SlidersHorizontal,
} from "lucide-react";
import { useId, useState } from "react";
import { CardSection } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";

const itemClasses =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-foreground hover:bg-muted";

const links: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: "/universities", label: "Search universities", icon: Search },
  { to: "/documents", label: "Upload documents", icon: FileUp },
  { to: "/applications", label: "My applications", icon: ListChecks },
  { to: "/student/shortlist", label: "My shortlist", icon: Bookmark },
  { to: "/student/chat", label: "Chat with your counselor", icon: MessageCircle },
];

function ActionIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
      <Icon aria-hidden="true" className="size-4" />
    </span>
  );
}

/** The dashboard's collapsible Quick Actions (spec part 2 §2): the next things a student does. */
export function QuickActions({ onEditPreferences }: { onEditPreferences: () => void }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <CardSection aria-labelledby={`${listId}-heading`} className="p-2">
      <h2 id={`${listId}-heading`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full cursor-pointer items-center justify-between rounded-lg px-3 py-2.5 text-lg font-semibold text-foreground hover:bg-muted"
        >
          Quick Actions
          <ChevronDown
            aria-hidden="true"
            className={cn("size-5 text-muted-foreground transition-transform", open && "rotate-180")}
          />
        </button>
      </h2>
      <ul id={listId} hidden={!open} className="grid gap-1 pt-1">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={itemClasses}>
              <ActionIcon icon={Icon} />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={onEditPreferences} className={itemClasses}>
            <ActionIcon icon={SlidersHorizontal} />
            Edit study preferences
          </button>
        </li>
      </ul>
    </CardSection>
  );
}
