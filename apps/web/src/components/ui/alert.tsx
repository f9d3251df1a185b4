import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

export type AlertTone = "info" | "success" | "warning" | "destructive";

const tones: Record<AlertTone, { classes: string; icon: typeof Info }> = {
  info: { classes: "border-primary/30 bg-primary-soft text-primary-soft-foreground", icon: Info },
  success: { classes: "border-accent/40 bg-accent-soft text-accent-soft-foreground", icon: CircleCheck },
  warning: {
    classes: "border-warning-soft-foreground/30 bg-warning-soft text-warning-soft-foreground",
    icon: TriangleAlert,
  },
  destructive: {
    classes: "border-destructive/40 bg-destructive-soft text-destructive-soft-foreground",
    icon: CircleAlert,
  },
};

interface AlertProps extends Omit<ComponentProps<"div">, "title"> {
  tone?: AlertTone;
  title?: ReactNode;
}

/**
 * An inline message box. Errors are announced at once (role alert); other tones politely
 * (role status), so a success does not interrupt what the screen reader is saying.
 */
export function Alert({ tone = "info", title, className, children, ...props }: AlertProps) {
  const { classes, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === "destructive" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border p-3 text-sm", classes, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
