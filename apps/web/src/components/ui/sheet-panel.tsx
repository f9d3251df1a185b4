import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useLazyDialog } from "./lazy-dialog";

export interface SheetContentProps extends Omit<ComponentProps<typeof Dialog.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
}

/** The Radix side panel of <SheetContent>, loaded on the sheet's first opening. */
export function SheetPanel({
  title,
  description,
  closeLabel = "Close",
  className,
  children,
  ...props
}: SheetContentProps) {
  const { open, setOpen, triggerRef, contentId } = useLazyDialog();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <Dialog.Content
          id={contentId}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 border-l border-border bg-surface p-6 shadow-raised outline-none data-[state=open]:animate-sheet-in",
            className,
          )}
          onCloseAutoFocus={(event) => {
            // The trigger is not Radix's own: focus goes back to it here.
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          {...props}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold text-foreground">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
