import { Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { pendingProps } from "./pending";

interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** The last change is being saved (`pendingProps`; Radix does not toggle on a prevented click). */
  pending?: boolean;
}

/** An on/off switch (role switch); label it with aria-label or a <Label htmlFor>. */
export function Switch({ className, pending, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-default aria-disabled:opacity-50 data-[state=checked]:bg-primary",
        className,
      )}
      {...props}
      {...pendingProps(pending)}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </SwitchPrimitive.Root>
  );
}
