import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** "custom": no colour of its own, the caller's className gives it (e.g. a status's own hue). */
export type BadgeTone = "primary" | "accent" | "neutral" | "warning" | "destructive" | "custom";

const tones: Record<BadgeTone, string> = {
  primary: "bg-primary-soft text-primary-soft-foreground",
  accent: "bg-accent-soft text-accent-soft-foreground",
  neutral: "bg-muted text-muted-foreground",
  warning: "bg-warning-soft text-warning-soft-foreground",
  destructive: "bg-destructive-soft text-destructive-soft-foreground",
  custom: "",
};

/** A small label, e.g. "Sample preview". */
export function Badge({
  tone = "primary",
  className,
  ...props
}: ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
