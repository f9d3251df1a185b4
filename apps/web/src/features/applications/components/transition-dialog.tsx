import { type ApplicationStatus, applicationStatusLabels, TransitionInputSchema } from "@meridian/contract";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useTransitionApplication } from "../api/transition-application";
import { FormActions, FormDialog } from "./form-dialog";

/** How a move is worded: the student's two moves by name, staff moves by the status they lead to. */
export function moveWording(to: ApplicationStatus): {
  action: string;
  title: string;
  description: string;
  /** The toast once the server has made the move. */
  done: string;
} {
  if (to === "submitted") {
    return {
      action: "Submit",
      title: "Submit this application?",
      description: "Once submitted, only the notes can be changed; your counselor takes it from here.",
      done: "Application submitted",
    };
  }
  if (to === "withdrawn") {
    return {
      action: "Withdraw",
      title: "Withdraw this application?",
      description: "A withdrawn application cannot be reopened.",
      done: "Application withdrawn",
    };
  }
  const label = applicationStatusLabels[to];
  return {
    action: `Mark as ${label}`,
    title: `Mark as ${label}?`,
    description: `The student is notified that the application is now ${label}.`,
    done: `Status changed to ${label}`,
  };
}

interface TransitionDialogProps {
  applicationId: string;
  to: ApplicationStatus | null;
  onClose: () => void;
}

/** Confirms a move of an application, with an optional note kept in its history. */
export function TransitionDialog({ applicationId, to, onClose }: TransitionDialogProps) {
  const wording = to ? moveWording(to) : null;
  return (
    <FormDialog
      open={to !== null}
      onClose={onClose}
      title={wording?.title}
      description={wording?.description}
    >
      {to && wording ? (
        <TransitionForm applicationId={applicationId} to={to} action={wording.action} onClose={onClose} />
      ) : null}
    </FormDialog>
  );
}

interface TransitionFormProps {
  applicationId: string;
  to: ApplicationStatus;
  action: string;
  onClose: () => void;
}

function TransitionForm({ applicationId, to, action, onClose }: TransitionFormProps) {
  const form = useZodForm(TransitionInputSchema, { defaultValues: { to, note: "" } });
  const move = useTransitionApplication();
  const { submit, failure } = useServerSubmit(form, {
    fields: ["note"],
    fallback: "The application could not be moved. Please try again.",
    send: async (body) => {
      await move.mutateAsync({
        id: applicationId,
        body: { to: body.to, note: body.note ? body.note : null },
      });
      toast({ title: moveWording(to).done });
      onClose();
    },
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <FormField label="Note" labelSuffix="(optional)" error={form.formState.errors.note?.message}>
        {(control) => <Textarea {...control} {...form.register("note")} />}
      </FormField>
      <FormActions
        onCancel={onClose}
        submitting={form.formState.isSubmitting}
        label={action}
        variant={to === "withdrawn" || to === "rejected" ? "destructive" : "primary"}
      />
    </form>
  );
}
