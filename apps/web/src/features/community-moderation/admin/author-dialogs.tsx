import { communityLimits, type ForumAuthor, SuspendUserSchema, WarnUserSchema } from "@meridian/contract";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { FormActions, RecordFormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/use-toast";
import { useSuspendUser } from "../api/suspend-user";
import { useWarnUser } from "../api/warn-user";

/** An author a moderator acts on: one with an account (a former member has none). */
export type ActionableAuthor = ForumAuthor & { id: string };

interface AuthorDialogProps {
  author: ActionableAuthor | null;
  onClose: () => void;
}

/** Warns an author: they read the message as a notification. */
export function WarnDialog({ author, onClose }: AuthorDialogProps) {
  return (
    <RecordFormDialog
      record={author}
      onClose={onClose}
      title="Warn the author"
      description={(open) => `${open.displayName} reads this as a notification from the moderators.`}
    >
      {(open) => <WarnForm key={open.id} author={open} onClose={onClose} />}
    </RecordFormDialog>
  );
}

function WarnForm({ author, onClose }: { author: ActionableAuthor; onClose: () => void }) {
  const form = useZodForm(WarnUserSchema, { defaultValues: { message: "" } });
  const warn = useWarnUser();
  const { submit, failure } = useServerSubmit(form, {
    fields: ["message"],
    fallback: "The warning could not be sent. Please try again.",
    send: async (body) => {
      await warn.mutateAsync({ userId: author.id, body });
      toast({ title: "Warning sent", description: `${author.displayName} has been warned.` });
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <FormField label="Message" error={form.formState.errors.message?.message}>
        {(control) => (
          <Textarea
            rows={4}
            maxLength={communityLimits.moderationNoteMax}
            {...control}
            {...form.register("message")}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onClose}
        submitting={form.formState.isSubmitting}
        label="Send warning"
        busyLabel="Sending..."
      />
    </form>
  );
}

/** Suspends an author from writing in the community for 1 to 365 days, with a reason they are told. */
export function SuspendDialog({ author, onClose }: AuthorDialogProps) {
  return (
    <RecordFormDialog
      record={author}
      onClose={onClose}
      title="Suspend the author"
      description={(open) =>
        `${open.displayName} cannot post, comment or like until the suspension ends. They are told why.`
      }
    >
      {(open) => <SuspendForm key={open.id} author={open} onClose={onClose} />}
    </RecordFormDialog>
  );
}

function SuspendForm({ author, onClose }: { author: ActionableAuthor; onClose: () => void }) {
  const form = useZodForm(SuspendUserSchema, { defaultValues: { days: 7, reason: "" } });
  const { errors } = form.formState;
  const suspend = useSuspendUser();
  const { submit, failure } = useServerSubmit(form, {
    fields: ["days", "reason"],
    fallback: "The author could not be suspended. Please try again.",
    send: async (body) => {
      const result = await suspend.mutateAsync({ userId: author.id, body });
      toast({
        title: "Author suspended",
        description: `${author.displayName} is suspended until ${formatDateTime(result.suspendedUntil)}.`,
      });
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <TextField
        label="Days"
        hint={`From 1 to ${communityLimits.suspensionDaysMax}.`}
        type="number"
        inputMode="numeric"
        min={1}
        max={communityLimits.suspensionDaysMax}
        error={errors.days?.message}
        className="max-w-40"
        {...form.register("days")}
      />
      <FormField
        label="Reason"
        hint="The author reads this in their notification."
        error={errors.reason?.message}
      >
        {(control) => (
          <Textarea
            rows={3}
            maxLength={communityLimits.moderationNoteMax}
            {...control}
            {...form.register("reason")}
          />
        )}
      </FormField>
      <FormActions
        onCancel={onClose}
        submitting={form.formState.isSubmitting}
        label="Suspend"
        busyLabel="Sending..."
      />
    </form>
  );
}
