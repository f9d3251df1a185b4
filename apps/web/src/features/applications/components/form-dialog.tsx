import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A dialog holding one form; its content (and the form's state) is dropped when it closes. */
export function FormDialog({ open, onClose, title, description, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent title={title} description={description} className="sm:max-w-lg">
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

interface FormActionsProps {
  onCancel: () => void;
  submitting: boolean;
  label: string;
  busyLabel?: string;
  variant?: ButtonVariant;
}

/** Cancel and submit at the foot of a dialog's form (stacked on phones, submit on top). */
export function FormActions({
  onCancel,
  submitting,
  label,
  busyLabel = "Saving...",
  variant,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} pending={submitting}>
        {submitting ? busyLabel : label}
      </Button>
    </div>
  );
}
