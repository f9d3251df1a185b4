import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface PanelHeadingProps {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link beside the heading (wraps under it on narrow screens). */
  action?: ReactNode;
  /** The heading can take the focus from code (tabIndex -1), e.g. when the panel's last item goes. */
  focusable?: boolean;
}

/** The icon, h2 and one-line description that open a dashboard panel. */
export function PanelHeading({ id, icon: Icon, title, description, action, focusable }: PanelHeadingProps) {
  const heading = (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h2
          id={id}
          tabIndex={focusable ? -1 : undefined}
          className="text-lg font-semibold text-foreground outline-none"
        >
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
    </div>
  );
  if (!action) return heading;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      {heading}
      {action}
    </div>
  );
}
