import { CreateForumCommentSchema, communityLimits } from "@meridian/contract";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { CharacterCount, MarkdownHint } from "./markdown-hint";

const CommentBodySchema = CreateForumCommentSchema.pick({ body: true });
const fields = ["body"] as const;

/** A comment, a reply or a comment's edit: one Markdown field checked by the contract's schema. */
export function CommentForm({
  label,
  submitLabel,
  defaultBody = "",
  disabled,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  defaultBody?: string;
  disabled: boolean;
  autoFocus?: boolean;
  onSubmit: (body: { body: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useZodForm(CommentBodySchema, { defaultValues: { body: defaultBody } });
  const { submit, failure } = useServerSubmit(form, {
    fields,
    fallback: "Your comment could not be saved. Check your connection and try again.",
    send: async (body) => {
      await onSubmit(body);
      form.reset({ body: "" });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const body = form.watch("body") ?? "";
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <div className="grid min-w-0 gap-1">
        <FormField label={label} hint={<MarkdownHint />} error={errors.body?.message}>
          {(control) => (
            <Textarea
              rows={3}
              autoFocus={autoFocus}
              disabled={disabled}
              {...control}
              {...form.register("body")}
            />
          )}
        </FormField>
        <CharacterCount value={body.length} max={communityLimits.commentMax} />
      </div>
      <FormFailureAlert failure={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={disabled || isSubmitting}>
          {isSubmitting ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
