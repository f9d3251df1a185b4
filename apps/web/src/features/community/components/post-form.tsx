import {
  type CreateForumPost,
  CreateForumPostSchema,
  communityLimits,
  type ForumCategory,
  forumCategories,
  forumCategoryLabels,
} from "@meridian/contract";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { FormActions } from "@/components/ui/form-dialog";
import { SelectField } from "@/components/ui/select-field";
import { SelectOptions } from "@/components/ui/select-options";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { type ServerFields, useServerSubmit, useZodForm } from "@/lib/form";
import { CharacterCount, MarkdownHint } from "./markdown-hint";
import { PollOptionsField } from "./poll-options-field";

// The server names a poll's fields by their path: "poll.options" for the list, "poll.options.2" for one.
const fields: ServerFields<z.input<typeof CreateForumPostSchema>> = {
  category: "category",
  title: "title",
  body: "body",
  options: "poll.options",
  ...Object.fromEntries(
    Array.from({ length: communityLimits.pollOptionsMax }, (_, index) => [
      String(index),
      `poll.options.${index}`,
    ]),
  ),
};

/** Writing or editing a post: category, title and Markdown body, checked by the contract's schema. */
export function PostForm({
  defaultValues,
  disabled,
  submitLabel,
  onSubmit,
  onCancel,
  allowPoll = false,
  attachments,
}: {
  defaultValues: { category: ForumCategory; title?: string; body?: string };
  /** A company's new post may carry a poll (decision 047); nobody else is offered one. */
  allowPoll?: boolean;
  /** More to send with the post, shown under the body (a company's photos). */
  attachments?: ReactNode;
  /** The viewer may not write now (cooling period, suspension, limit): the notice above says why. */
  disabled: boolean;
  submitLabel: string;
  onSubmit: (body: CreateForumPost) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useZodForm(CreateForumPostSchema, {
    defaultValues: { title: "", body: "", ...defaultValues },
  });
  const { submit, failure } = useServerSubmit(form, {
    fields,
    fallback: "Your post could not be saved. Check your connection and try again.",
    send: onSubmit,
  });
  const { errors, isSubmitting } = form.formState;
  const title = form.watch("title") ?? "";
  const body = form.watch("body") ?? "";
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid min-w-0 gap-4">
        <SelectField
          label="Category"
          error={errors.category?.message}
          disabled={disabled}
          defaultValue={defaultValues.category}
          {...form.register("category")}
        >
          <SelectOptions values={forumCategories} labels={forumCategoryLabels} />
        </SelectField>
        <div className="grid gap-1">
          <TextField
            label="Title"
            autoComplete="off"
            disabled={disabled}
            maxLength={communityLimits.titleMax}
            error={errors.title?.message}
            {...form.register("title")}
          />
          <CharacterCount value={title.length} max={communityLimits.titleMax} />
        </div>
        <div className="grid gap-1">
          <TextareaField
            label="Post"
            hint={<MarkdownHint />}
            error={errors.body?.message}
            rows={8}
            disabled={disabled}
            {...form.register("body")}
          />
          <CharacterCount value={body.length} max={communityLimits.bodyMax} />
        </div>
        {allowPoll ? <PollOptionsField form={form} disabled={disabled} /> : null}
        {attachments}
      </div>
      <FormFailureAlert failure={failure} />
      <FormActions
        onCancel={onCancel}
        submitting={isSubmitting}
        label={submitLabel}
        busyLabel="Saving…"
        disabled={disabled}
      />
    </form>
  );
}
