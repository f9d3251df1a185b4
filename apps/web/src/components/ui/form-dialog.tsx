import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** A form of many fields (a record's editor): the dialog is wider, so they pair up in two columns. */
  wide?: boolean;
  children: ReactNode;
}

/** A dialog holding one form; its content (and the form's state) is dropped when it closes. */
export function FormDialog({ open, onClose, title, description, wide = false, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent
          title={title}
          description={description}
          className={wide ? "sm:max-w-2xl" : "sm:max-w-lg"}
        >
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

interface RecordFormDialogProps<T> {
  /** The record the form acts on; null keeps the dialog closed. */
  record: T | null;
  onClose: () => void;
  title: string;
  /** What the record is, under the title. */
  description: (record: T) => ReactNode;
  /** The form, given the record (key it by the record, so another record starts a fresh form). */
  children: (record: T) => ReactNode;
}

/** A `FormDialog` about one record (a payment request, a forum author): open while there is one. */
export function RecordFormDialog<T>({
  record,
  onClose,
  title,
  description,
  children,
}: RecordFormDialogProps<T>) {
  return (
    <FormDialog
      open={record !== null}
      onClose={onClose}
      title={title}
      description={record === null ? undefined : description(record)}
    >
      {record === null ? null : children(record)}
    </FormDialog>
  );
}

interface FormActionsProps {
  /** Without it the form has no Cancel button (a form on a page rather than in a dialog). */
  onCancel?: (() => void) | undefined;
  submitting: boolean;
  label: string;
  busyLabel?: string;
  variant?: ButtonVariant;
  /** The submit refused for a reason other than the pending answer (the user may not write). */
  disabled?: boolean;
}

/** Cancel and submit at the foot of a form (stacked on phones, submit on top). */
export function FormActions({
  onCancel,
  submitting,
  label,
  busyLabel = "Saving...",
  variant,
  disabled,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" variant={variant} disabled={disabled} pending={submitting}>
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}
