import type { ReactNode } from "react";
import { cardClasses } from "./card";

/** One figure of a summary row (inside a <dl>): its label, the value and an optional note under it. */
export function StatTile({
  label,
  children,
  note,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className={cardClasses("raised", "grid content-start gap-1 p-4 sm:p-5")}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold text-foreground sm:text-3xl">
        {children}
        {note ? <span className="mt-0.5 block text-xs font-normal text-muted-foreground">{note}</span> : null}
      </dd>
    </div>
  );
}
