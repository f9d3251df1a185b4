import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export type CardVariant = "raised" | "dashed" | "highlighted";

const variants: Record<CardVariant, string> = {
  raised: "border-border shadow-card",
  dashed: "border-dashed border-input",
  highlighted: "border-primary ring-1 ring-primary shadow-raised",
};

/** The classes of a card, for elements other than a div (a <section> panel, a list item). */
export function cardClasses(variant: CardVariant = "raised", className?: string) {
  return cn("rounded-xl border bg-surface text-surface-foreground", variants[variant], className);
}

/** A bordered surface. Borders and shadows come from the variant, so callers never fight over them. */
export function Card({
  className,
  variant = "raised",
  ...props
}: ComponentProps<"div"> & { variant?: CardVariant }) {
  return <div className={cardClasses(variant, className)} {...props} />;
}

/** A card that is a titled region of the page; pass aria-labelledby pointing at its heading. */
export function CardSection({
  className,
  variant = "raised",
  ...props
}: ComponentProps<"section"> & { variant?: CardVariant }) {
  return <section className={cardClasses(variant, className)} {...props} />;
}
