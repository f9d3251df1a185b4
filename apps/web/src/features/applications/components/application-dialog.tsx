import type { Application } from "@meridian/contract";
import type { ComponentType } from "react";
import { RecordFormDialog } from "@/components/ui/form-dialog";

export interface ApplicationDialogProps {
  /** The application the form acts on; null keeps the dialog closed. */
  application: Application | null;
  onClose: () => void;
}

/** A form about one application (its notes, its details) in a dialog, the university under its title. */
export function ApplicationDialog({
  application,
  onClose,
  title,
  form: Form,
}: ApplicationDialogProps & {
  title: string;
  form: ComponentType<{ application: Application; onClose: () => void }>;
}) {
  return (
    <RecordFormDialog
      record={application}
      onClose={onClose}
      title={title}
      description={(record) => record.university.name}
    >
      {(record) => <Form application={record} onClose={onClose} />}
    </RecordFormDialog>
  );
}
