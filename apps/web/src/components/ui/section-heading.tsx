import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: "left" | "center";
  className?: string;
}

/** The eyebrow + h2 + lead paragraph that opens a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}

interface HeadedSectionProps extends Omit<SectionHeadingProps, "id" | "className"> {
  /** The heading's id, which names the section. */
  id: string;
  /** The band's own look (a border, the surface colour); the padding is the same for every band. */
  className?: string;
  children: ReactNode;
}

/** A band of a public page: a section named by its SectionHeading, then the band's content. */
export function HeadedSection({ id, className, children, ...heading }: HeadedSectionProps) {
  return (
    <section aria-labelledby={id} className={cn(className, "py-20 sm:py-24")}>
      <div className="container-page">
        <SectionHeading id={id} {...heading} />
        {children}
      </div>
    </section>
  );
}
