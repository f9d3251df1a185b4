import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useFocusReturn } from "./focus-return";
import { useLazyDialog, useLazyDialogContentProps } from "./lazy-dialog";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  title: ReactNode;
  description?: ReactNode;
}

/** A centred modal dialog with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusReturn = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          // A name without spaces (a file's) wraps rather than widening the dialog past the screen.
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border bg-surface p-6 text-surface-foreground shadow-raised outline-none wrap-anywhere data-[state=open]:animate-fade-in",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...focusReturn}
        {...props}
      >
        <div className="grid gap-1.5 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold text-foreground">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The dialog of a <LazyDialogRoot> (lazy-dialog.tsx), in the chunk that loads on its first opening:
 * open state from the root, and focus back on the root's trigger on closing, which is not Radix's own.
 */
export function LazyDialogContent(props: DialogContentProps) {
  const { open, setOpen } = useLazyDialog();
  const contentProps = useLazyDialogContentProps();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      {open ? <DialogContent {...contentProps} {...props} /> : null}
    </DialogPrimitive.Root>
  );
}
