import { type Application, ApplicationUpdateSchema } from "@meridian/contract";
import { FormWithFailure } from "@/components/form-failure-alert";
import { FormActions } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useUpdateApplication } from "../api/save-application";
import { ApplicationDialog, type ApplicationDialogProps } from "./application-dialog";

const NotesSchema = ApplicationUpdateSchema.pick({ notes: true });

/** The student's own notes on an application; editable in every status. */
export function NotesDialog(props: ApplicationDialogProps) {
  return <ApplicationDialog {...props} title="Notes" form={NotesForm} />;
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
    <FormWithFailure onSubmit={submit} failure={failure}>
      <TextareaField
        label="Your notes"
        error={form.formState.errors.notes?.message}
        rows={6}
        {...form.register("notes")}
      />
      <FormActions onCancel={onClose} submitting={form.formState.isSubmitting} label="Save notes" />
    </FormWithFailure>
  );
}
