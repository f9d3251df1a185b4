import { type Application, ApplicationUpdateSchema } from "@meridian/contract";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { FormActions, FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useUpdateApplication } from "../api/save-application";

const NotesSchema = ApplicationUpdateSchema.pick({ notes: true });

interface NotesDialogProps {
  application: Application | null;
  onClose: () => void;
}

/** The student's own notes on an application; editable in every status. */
export function NotesDialog({ application, onClose }: NotesDialogProps) {
  return (
    <FormDialog
      open={application !== null}
      onClose={onClose}
      title="Notes"
      description={application?.university.name}
    >
      {application ? <NotesForm application={application} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function NotesForm({ application, onClose }: { application: Application; onClose: () => void }) {
  const form = useZodForm(NotesSchema, { defaultValues: { notes: application.notes ?? "" } });
  const update = useUpdateApplication();
  const { submit, failure } = useServerSubmit(form, {
    fields: ["notes"],
    fallback: "The notes could not be saved. Please try again.",
    send: async ({ notes }) => {
      // Cleared notes are removed, not kept as an empty text.
      await update.mutateAsync({ id: application.id, body: { notes: notes ? notes : null } });
      toast({ title: "Notes saved", description: application.university.name });
      onClose();
    },
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <FormField label="Your notes" error={form.formState.errors.notes?.message}>
        {(control) => <Textarea rows={6} {...control} {...form.register("notes")} />}
      </FormField>
      <FormActions onCancel={onClose} submitting={form.formState.isSubmitting} label="Save notes" />
    </form>
  );
}
