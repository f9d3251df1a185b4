import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { pendingProps } from "./pending";

export type ButtonVariant =
  | "primary"
  | "secondary"
  | "outline"
  | "ghost"
  | "destructive"
  | "link"
  | "on-brand";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:cursor-default aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  secondary: "bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft/70",
  outline: "border border-border bg-surface text-foreground shadow-xs hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground hover:opacity-90",
  link: "text-primary underline-offset-4 hover:underline",
  // A secondary action placed on a bg-brand-panel block.
  "on-brand":
    "border border-brand-panel-foreground/50 text-brand-panel-foreground hover:bg-brand-panel-foreground/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
};

/**
 * A text-like button takes its text's height, but never less than a 44 px touch target on a phone
 * (WCAG 2.5.5; below the `sm` breakpoint, where fingers press it).
 */
const linkSize = "h-auto min-h-11 px-0 sm:min-h-0";

/** The class list of a button, for links that should look like one. */
export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
) {
  return cn(base, variants[variant], variant === "link" ? linkSize : sizes[size], className);
}

interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a router Link) with the button styles. */
  asChild?: boolean;
  /**
   * The button's own action is running (`pendingProps`): use it, not `disabled`, for the time a
   * pressed button waits for its answer, so the focus stays on it.
   */
  pending?: boolean;
}

/** The product's button. */
export function Button({ variant, size, asChild, pending, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return (
    <button
      type={type ?? "button"}
      className={buttonClasses(variant, size, className)}
      {...props}
      {...pendingProps(pending)}
    />
  );
}
