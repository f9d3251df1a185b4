import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClasses } from "./button";
import { useFocusReturn } from "./focus-return";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Destructive actions get the red button. */
  destructive?: boolean;
}

/** Asks before an action that cannot be undone; focus starts on Cancel and returns to the opener. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = false,
}: ConfirmDialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          {...focusReturn}
          // A name without spaces (a file's) wraps rather than widening the dialog past the screen.
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-surface p-6 text-surface-foreground shadow-raised outline-none wrap-anywhere data-[state=open]:animate-fade-in"
        >
          <AlertDialog.Title className="text-lg font-semibold text-foreground">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(destructive ? "destructive" : "primary")}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

interface RecordConfirmDialogProps<T>
  extends Omit<ConfirmDialogProps, "open" | "onOpenChange" | "description" | "onConfirm"> {
  description: (record: T) => ReactNode;
  onConfirm: (record: T) => void;
  /** The record the action is about; null keeps the dialog closed. */
  record: T | null;
  onClose: () => void;
}

/** A `ConfirmDialog` about one record (an application, a notification): open while there is one. */
export function RecordConfirmDialog<T>({
  description,
  onConfirm,
  record,
  onClose,
  ...dialog
}: RecordConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      {...dialog}
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      description={record === null ? "" : description(record)}
      onConfirm={() => {
        if (record !== null) onConfirm(record);
        onClose();
      }}
    />
  );
}
