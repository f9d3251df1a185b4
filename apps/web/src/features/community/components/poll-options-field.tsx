import { type CreateForumPost, type CreateForumPostSchema, communityLimits } from "@meridian/contract";
import { BarChart3, Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type PostFormValues = z.input<typeof CreateForumPostSchema>;

interface PollErrors {
  message?: string;
  root?: { message?: string };
  [index: number]: { message?: string } | undefined;
}

/**
 * A company's poll on its new post: 2 to 6 options (added and removed here), checked by the
 * contract's schema with the post; the post's title is the question. Off until asked for.
 */
export function PollOptionsField({
  form,
  disabled,
}: {
  form: UseFormReturn<PostFormValues, unknown, CreateForumPost>;
  disabled: boolean;
}) {
  const hintId = useId();
  // A key per option input, so removing one keeps the others' inputs (and what is typed in them).
  const [keys, setKeys] = useState<number[] | null>(null);
  const nextKey = useRef(0);
  const takeKey = () => {
    nextKey.current += 1;
    return nextKey.current;
  };
  const errors = form.formState.errors.poll?.options as PollErrors | undefined;
  const listError = errors?.message ?? errors?.root?.message;
  const revalidate = { shouldValidate: form.formState.isSubmitted };

  if (keys === null) {
    return (
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={disabled}
        onClick={() => {
          form.setValue("poll", { options: ["", ""] });
          setKeys([takeKey(), takeKey()]);
        }}
      >
        <BarChart3 aria-hidden="true" />
        Add a poll
      </Button>
    );
  }

  const removeOption = (index: number) => {
    const values = form.getValues("poll.options") ?? [];
    setKeys(keys.filter((_, at) => at !== index));
    form.setValue(
      "poll.options",
      values.filter((_, at) => at !== index),
      revalidate,
    );
  };

  return (
    <fieldset aria-describedby={hintId} className="grid gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold text-foreground">Poll</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        The title is the question. {communityLimits.pollOptionsMin} to {communityLimits.pollOptionsMax}{" "}
        different options of up to {communityLimits.pollOptionMax} characters; every signed-in member votes
        once. A poll cannot be changed after publishing.
      </p>
      <ol className="grid gap-3">
        {keys.map((key, index) => (
          <li key={key} className="flex items-start gap-2">
            <TextField
              label={`Option ${index + 1}`}
              className="min-w-0 flex-1"
              autoComplete="off"
              disabled={disabled}
              maxLength={communityLimits.pollOptionMax}
              error={errors?.[index]?.message}
              {...form.register(`poll.options.${index}`)}
            />
            {keys.length > communityLimits.pollOptionsMin ? (
              <Button
                variant="ghost"
                size="icon"
                className="mt-7 shrink-0"
                aria-label={`Remove option ${index + 1}`}
                disabled={disabled}
                onClick={() => removeOption(index)}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        {keys.length < communityLimits.pollOptionsMax ? (
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => {
              form.setValue(`poll.options.${keys.length}`, "");
              setKeys([...keys, takeKey()]);
            }}
          >
            <Plus aria-hidden="true" />
            Add option
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => {
            setKeys(null);
            form.setValue("poll", undefined);
            form.clearErrors("poll");
          }}
        >
          <X aria-hidden="true" />
          Remove poll
        </Button>
      </div>
    </fieldset>
  );
}
