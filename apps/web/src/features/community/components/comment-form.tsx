import { CreateForumCommentSchema, communityLimits } from "@meridian/contract";
import { useCallback, useRef } from "react";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { useServerSubmit, useZodForm } from "@/lib/form";
import { focusFellOrWithin, useFocusAfterRemoval } from "@/lib/keep-focus";
import { CharacterCount, MarkdownHint } from "./markdown-hint";

const CommentBodySchema = CreateForumCommentSchema.pick({ body: true });
const fields = ["body"] as const;

const nowhere = () => null;

/**
 * A comment, a reply or a comment's edit: one Markdown field checked by the contract's schema.
 * Once sent, the emptied box has the focus for the next comment; a form that closes then (a reply,
 * an edit, or Cancel) passes the focus it held to `focusAfterClose`.
 */
export function CommentForm({
  label,
  submitLabel,
  defaultBody = "",
  disabled,
  autoFocus,
  onSubmit,
  onCancel,
  focusAfterClose = nowhere,
}: {
  label: string;
  submitLabel: string;
  defaultBody?: string;
  disabled: boolean;
  autoFocus?: boolean;
  onSubmit: (body: { body: string }) => Promise<unknown>;
  onCancel?: () => void;
  /** Where the focus goes when the form closes while it holds it (the button that opened it). */
  focusAfterClose?: () => HTMLElement | null;
}) {
  const form = useZodForm(CommentBodySchema, { defaultValues: { body: defaultBody } });
  const formElement = useRef<HTMLFormElement | null>(null);
  const passFocusOn = useFocusAfterRemoval(focusAfterClose);
  const formRef = useCallback(
    (element: HTMLFormElement | null) => {
      formElement.current = element;
      return passFocusOn(element);
    },
    [passFocusOn],
  );
  const { submit, failure } = useServerSubmit(form, {
    fields,
    fallback: "Your comment could not be saved. Check your connection and try again.",
    send: async (body) => {
      await onSubmit(body);
      form.reset({ body: "" });
      // Unless the user has gone elsewhere meanwhile, on to the next comment. (Not form.setFocus:
      // the reset has let go of the field until the next render.)
      const box = formElement.current?.elements.namedItem("body");
      if (box instanceof HTMLTextAreaElement && focusFellOrWithin(formElement.current)) box.focus();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const body = form.watch("body") ?? "";
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-2">
      <div className="grid min-w-0 gap-1">
        <TextareaField
          label={label}
          hint={<MarkdownHint />}
          error={errors.body?.message}
          rows={3}
          autoFocus={autoFocus}
          disabled={disabled}
          {...form.register("body")}
        />
        <CharacterCount value={body.length} max={communityLimits.commentMax} />
      </div>
      <FormFailureAlert failure={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {/* Pending, not disabled, while it sends: a disabled button drops the focus to the page. */}
        <Button type="submit" size="sm" disabled={disabled} pending={isSubmitting}>
          {isSubmitting ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
