import { cn } from "@/lib/cn";

/**
 * The widths the landing's sample bars take, as classes written out in full: Tailwind generates
 * only the classes it finds in the source. A width as a style attribute would be refused on the
 * prerendered page, whose policy has no 'unsafe-inline' for styles (decision 080).
 */
const widthClasses: Record<number, string> = {
  25: "w-[25%]",
  60: "w-[60%]",
  80: "w-[80%]",
  87: "w-[87%]",
};

interface SampleBarProps {
  /** From 0 to 100, one of the widths above. */
  percent: number;
  label: string;
  className?: string;
  fillClassName?: string;
}

/** A bar of sample data, read by screen readers as its label. */
export function SampleBar({ percent, label, className, fillClassName }: SampleBarProps) {
  const width = widthClasses[percent];
  // Fails the prerender at build time rather than painting an empty bar.
  if (!width) throw new Error(`No width class for a sample bar of ${percent}%: add it to widthClasses`);
  return (
    <div role="img" aria-label={label} className={cn("overflow-hidden rounded-full bg-muted", className)}>
      <div className={cn("h-full rounded-full", width, fillClassName)} />
    </div>
  );
}
