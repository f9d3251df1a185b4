import { RefreshCw } from "lucide-react";
import { type Ref, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import type { useMathChallenge } from "../api/get-math-challenge";

interface MathChallengeFieldProps {
  /** The challenge's query (`useMathChallenge`): the field shows its state and asks it again on refresh. */
  query: ReturnType<typeof useMathChallenge>;
  answer: string;
  onAnswerChange: (answer: string) => void;
  /** The answer input, for the form to focus when the answer is refused. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
}

/** The security check of spec part 2 §2: a problem from the server, a numeric answer, a refresh. */
export function MathChallengeField({
  query,
  answer,
  onAnswerChange,
  inputRef,
  error,
}: MathChallengeFieldProps) {
  const { data: challenge, isPending: isLoading, isError, isFetching: isRefreshing } = query;
  // A new problem takes a new answer.
  const onRefresh = () => {
    onAnswerChange("");
    void query.refetch();
  };
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border bg-muted/50 p-4">
      <legend className="px-1 text-sm font-semibold text-foreground">Security check</legend>
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1.5">
          {challenge ? (
            <Label htmlFor={id}>
              What is <span className="font-mono text-base">{challenge.question}</span>?
            </Label>
          ) : isLoading ? (
            <Skeleton className="h-5 w-28" />
          ) : (
            <Label htmlFor={id}>Math problem</Label>
          )}
          <Input
            ref={inputRef}
            id={id}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={4}
            disabled={!challenge}
            value={answer}
            // Answers are never negative (larger number first), so only digits are kept.
            onChange={(event) => onAnswerChange(event.target.value.replace(/\D/g, ""))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="max-w-32"
          />
        </div>
        <Button type="button" variant="outline" onClick={onRefresh} pending={isRefreshing}>
          <RefreshCw aria-hidden="true" className={cn(isRefreshing && "animate-spin")} />
          <span className="sr-only sm:not-sr-only">New problem</span>
        </Button>
      </div>
      {isError && !challenge ? (
        <p className="text-sm text-destructive">The math problem could not be loaded. Choose New problem.</p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
