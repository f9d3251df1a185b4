import type { ReactNode } from "react";

/** The h1 and lead paragraph that open a signed-in or forum page (Settings, My Applications). */
export function PageTitle({
  title,
  description,
  className,
}: {
  title: ReactNode;
  description: ReactNode;
  /** The block's width or place in its row, where the page needs one. */
  className?: string;
}) {
  return (
    <div className={className}>
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <p className="mt-2 text-lg text-muted-foreground">{description}</p>
    </div>
  );
}
