import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useLazyDialog, useLazyDialogContentProps } from "./lazy-dialog";

const sides = {
  right: "inset-y-0 right-0 w-[min(20rem,85vw)] border-l data-[state=open]:animate-sheet-in",
  // A phone's bottom sheet: full width, never taller than most of the screen, the page's top still in view.
  bottom: "inset-x-0 bottom-0 max-h-[88dvh] rounded-t-2xl border-t data-[state=open]:animate-sheet-up",
} as const;

export interface SheetContentProps extends Omit<ComponentProps<typeof Dialog.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  /** Where the panel comes from: the right edge (menus) or the bottom (a phone's filters). */
  side?: keyof typeof sides;
  /** Stays in view below the scrolling body (the sheet's main action). */
  footer?: ReactNode;
}

/** The Radix panel of <SheetContent>, loaded on the sheet's first opening. */
export function SheetPanel({
  title,
  description,
  closeLabel = "Close",
  side = "right",
  footer,
  className,
  children,
  ...props
}: SheetContentProps) {
  const { open, setOpen } = useLazyDialog();
  const contentProps = useLazyDialogContentProps();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <Dialog.Content
          {...contentProps}
          className={cn(
            "fixed z-50 flex flex-col border-border bg-surface text-surface-foreground shadow-raised outline-none",
            sides[side],
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          {...props}
        >
          <div className="flex items-center justify-between gap-4 px-6 pt-5 pb-3">
            <Dialog.Title className="text-lg font-semibold text-foreground">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="-mr-2 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          <div className={cn("flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-6 pt-3 pb-6", className)}>
            {children}
          </div>
          {footer ? <div className="border-t border-border px-6 py-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
