import { cn } from "@/lib/cn";

interface ProgressBarProps {
  /** Read by screen readers with the value, e.g. "Checklist progress". */
  label: string;
  /** From 0 to 100. */
  percent: number;
  className?: string;
}

/** A labelled bar for a share of something done (0-100 %). */
export function ProgressBar({ label, percent, className }: ProgressBarProps) {
  const value = Math.round(Math.min(Math.max(percent, 0), 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className={cn("h-2 overflow-hidden rounded-full bg-muted", className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}
