import { BlockedWordsSchema, communityLimits } from "@meridian/contract";
import { ListX } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { FormFailureAlert } from "@/components/form-failure-alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { useZodForm } from "@/lib/form";
import { describeFormFailure, type FormFailure } from "@/lib/form-failure";
import { toast } from "@/lib/use-toast";
import { useBlockedWords } from "../api/get-blocked-words";
import { useSetBlockedWords } from "../api/set-blocked-words";

/** The typed lines that hold a word, with their line numbers (blank lines are skipped). */
function wordLines(text: string): { word: string; line: number }[] {
  return text
    .split(/\r?\n/)
    .map((word, index) => ({ word, line: index + 1 }))
    .filter((entry) => entry.word.trim() !== "");
}

/**
 * The list as a text area, one word per line, checked by the contract's schema: a refused word is
 * named by its line. The parsed output is the body the server takes.
 */
const BlockedWordsFormSchema = z
  .object({ words: z.string() })
  .superRefine((value, ctx) => {
    const lines = wordLines(value.words);
    const parsed = BlockedWordsSchema.safeParse({ words: lines.map((entry) => entry.word) });
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (!issue) return;
    const index = typeof issue.path[1] === "number" ? issue.path[1] : undefined;
    const line = index === undefined ? undefined : lines[index]?.line;
    ctx.addIssue({
      code: "custom",
      path: ["words"],
      message:
        line === undefined
          ? `At most ${communityLimits.blockedWordsMax} words`
          : `Line ${line}: ${issue.message}`,
    });
  })
  .transform((value) =>
    BlockedWordsSchema.parse({ words: wordLines(value.words).map((entry) => entry.word) }),
  );

/** The admins' blocked-word list: a post or comment holding one waits for a moderator. */
export function BlockedWordsPanel() {
  const words = useBlockedWords();
  return (
    <PanelSection
      className="grid gap-5 p-4 sm:p-6"
      icon={ListX}
      title="Blocked words"
      description="A post or comment holding one of these words (whole words, any case) waits for a moderator."
    >
      <QueryContent
        query={words}
        failure="The blocked words could not be loaded."
        loading={<Skeleton className="h-40 w-full" />}
      >
        {(data) => <BlockedWordsForm key={data.words.join("\n")} words={data.words} />}
      </QueryContent>
    </PanelSection>
  );
}

function BlockedWordsForm({ words }: { words: string[] }) {
  const form = useZodForm(BlockedWordsFormSchema, { defaultValues: { words: words.join("\n") } });
  const save = useSetBlockedWords();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync(body);
        toast({
          title: "Blocked words saved",
          description: `${saved.words.length} ${saved.words.length === 1 ? "word" : "words"} on the list.`,
        });
      } catch (error) {
        // The server names a word by its place in the list ("words.3"): shown at its line.
        if (isApiError(error) && error.field?.startsWith("words")) {
          const index = Number(error.field.split(".")[1]);
          const line = Number.isInteger(index) ? wordLines(form.getValues("words"))[index]?.line : undefined;
          form.setError(
            "words",
            { type: "server", message: line ? `Line ${line}: ${error.message}` : error.message },
            { shouldFocus: true },
          );
          return;
        }
        setFailure(describeFormFailure(error, "The blocked words could not be saved. Please try again."));
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} />
      <FormField
        label="Words"
        hint={`One word or phrase per line, up to ${communityLimits.blockedWordsMax}. Saved in lower case, each once.`}
        error={errors.words?.message}
      >
        {(control) => (
          <Textarea
            rows={8}
            spellCheck={false}
            autoCapitalize="none"
            className="font-mono"
            {...control}
            {...form.register("words")}
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-start" pending={isSubmitting}>
        {isSubmitting ? "Saving..." : "Save blocked words"}
      </Button>
    </form>
  );
}
