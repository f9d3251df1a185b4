import { type ComponentProps, type ReactNode, useId } from "react";
import { CardSection } from "@/components/ui/card";
import { PanelHeading } from "@/components/ui/panel-heading";

type PanelSectionProps = Omit<ComponentProps<typeof PanelHeading>, "id"> &
  Omit<ComponentProps<"section">, "title" | "aria-labelledby"> & {
    /** The card's layout and padding: panels differ in their gaps. */
    className: string;
  };

/**
 * A dashboard panel: a card section named by its own heading (icon, h2, description, action), then
 * the panel's content. The heading's id is the panel's to make, so every panel is labelled.
 */
export function PanelSection({
  icon,
  title,
  description,
  action,
  focusable,
  children,
  ...section
}: PanelSectionProps) {
  const headingId = useId();
  return (
    <CardSection aria-labelledby={headingId} {...section}>
      <PanelHeading
        id={headingId}
        icon={icon}
        title={title}
        description={description}
        action={action}
        focusable={focusable}
      />
      {children}
    </CardSection>
  );
}

/** A titled part of a panel, under the panel's own heading: "Existing accounts", "Pending invitations". */
export function PanelPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {children}
    </div>
  );
}
