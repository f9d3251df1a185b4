import {
  type ApplicationStatus,
  applicationStatusLabels,
  type DocumentType,
  documentTypeLabels,
  TransitionInputSchema,
} from "@meridian/contract";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Alert } from "@/components/ui/alert";
import { FormActions, FormDialog } from "@/components/ui/form-dialog";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useTransitionApplication } from "../api/transition-application";

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
  /** The checklist's documents still missing: a submit names them and asks to go on without them. */
  missingDocuments?: readonly DocumentType[];
  onClose: () => void;
}

/**
 * Confirms a move of an application, with an optional note kept in its history. A submit with
 * required documents missing names them, and its button says it submits without them (decision 074).
 */
export function TransitionDialog({
  applicationId,
  to,
  missingDocuments = [],
  onClose,
}: TransitionDialogProps) {
  const wording = to ? moveWording(to) : null;
  const missing = to === "submitted" ? missingDocuments : [];
  return (
    <FormDialog
      open={to !== null}
      onClose={onClose}
      title={wording?.title}
      description={wording?.description}
    >
      {to && wording ? (
        <TransitionForm
          applicationId={applicationId}
          to={to}
          action={missing.length > 0 ? "Submit without them" : wording.action}
          missing={missing}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

interface TransitionFormProps {
  applicationId: string;
  to: ApplicationStatus;
  action: string;
  missing: readonly DocumentType[];
  onClose: () => void;
}

function TransitionForm({ applicationId, to, action, missing, onClose }: TransitionFormProps) {
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
      {missing.length > 0 ? (
        <Alert tone="warning" title="Required documents are missing">
          <p>This application's checklist still needs:</p>
          <ul className="list-disc ps-5">
            {missing.map((type) => (
              <li key={type}>{documentTypeLabels[type]}</li>
            ))}
          </ul>
          <p>You can submit without them, or cancel and add them from the checklist first.</p>
        </Alert>
      ) : null}
      <FormFailureAlert failure={failure} />
      <TextareaField
        label="Note"
        labelSuffix="(optional)"
        error={form.formState.errors.note?.message}
        {...form.register("note")}
      />
      <FormActions
        onCancel={onClose}
        submitting={form.formState.isSubmitting}
        label={action}
        variant={to === "withdrawn" || to === "rejected" ? "destructive" : "primary"}
      />
    </form>
  );
}
