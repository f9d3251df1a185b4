import {
  SupportReplyBodySchema,
  type SupportRequest,
  supportLimits,
  supportMessages,
  supportTopicLabels,
} from "@meridian/contract";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { FormActions, RecordFormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { toast } from "@/lib/use-toast";
import { useReplyToSupportRequest } from "../api/reply-to-support-request";

interface ReplyDialogProps {
  request: SupportRequest | null;
  onClose: () => void;
}

/** The answer to a message: mailed to the address its sender gave, kept with the message. */
export function ReplyDialog({ request, onClose }: ReplyDialogProps) {
  return (
    <RecordFormDialog
      record={request}
      onClose={onClose}
      title="Answer by mail"
      description={(open) =>
        `To ${open.sender.name} <${open.sender.email}>, about ${supportTopicLabels[open.topic]}.`
      }
    >
      {(open) => <ReplyForm key={open.id} request={open} onClose={onClose} />}
    </RecordFormDialog>
  );
}

function ReplyForm({ request, onClose }: { request: SupportRequest; onClose: () => void }) {
  const form = useZodForm(SupportReplyBodySchema, { defaultValues: { message: "" } });
  const reply = useReplyToSupportRequest();
  const { submit, failure } = useServerSubmit(form, {
    fields: ["message"],
    fallback: "The answer could not be sent. Please try again.",
    send: async (body) => {
      await reply.mutateAsync({ requestId: request.id, body });
      toast({ title: "Answer sent", description: supportMessages.replied });
      onClose();
    },
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <blockquote className="max-h-32 overflow-y-auto border-l-2 border-border pl-3 text-sm whitespace-pre-wrap wrap-anywhere text-muted-foreground">
        {request.message}
      </blockquote>
      <FormFailureAlert failure={failure} />
      <FormField
        label="Your answer"
        hint="Mailed as it is, signed with your first name; the message is then marked handled."
        error={form.formState.errors.message?.message}
      >
        {(control) => (
          <Textarea rows={7} maxLength={supportLimits.replyMax} {...control} {...form.register("message")} />
        )}
      </FormField>
      <FormActions onCancel={onClose} submitting={form.formState.isSubmitting} label="Send answer" />
    </form>
  );
}
