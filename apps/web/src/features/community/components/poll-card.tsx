import type { ForumPoll } from "@meridian/contract";
import { BarChart3 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";
import { useFocusAfterRemoval } from "@/lib/keep-focus";
import { Link } from "@/lib/router";
import { useVote } from "../api/vote";
import type { Viewer } from "../viewer";
import { PollResults } from "./poll-results";

/**
 * A post's poll (its question is the post's title): a signed-in viewer who has not voted picks an
 * option and votes; after voting, guests and the post's author see the results, live.
 */
export function PollCard({
  postId,
  question,
  poll,
  viewer,
  isAuthor,
  signInPath,
}: {
  postId: string;
  question: string;
  poll: ForumPoll;
  viewer: Viewer;
  isAuthor: boolean;
  signInPath: string;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showForm = viewer !== null && poll.myVote === null && !isAuthor;
  return (
    <section aria-labelledby={headingId} className={cardClasses("raised", "grid gap-4 p-4 sm:p-5")}>
      <div className="grid gap-1">
        {/* Takes the focus from the vote form when the results replace it. */}
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold text-foreground outline-none"
        >
          <BarChart3 aria-hidden="true" className="size-5 text-primary" />
          Poll
        </h2>
        <p className="text-sm text-muted-foreground">{question}</p>
      </div>
      {showForm ? (
        <VoteForm postId={postId} poll={poll} focusAfterVote={() => headingRef.current} />
      ) : (
        <>
          <PollResults poll={poll} label="Poll results" />
          {viewer === null ? (
            <Link to={signInPath} className={cn(buttonClasses("outline", "sm"), "justify-self-start")}>
              Sign in to vote
            </Link>
          ) : isAuthor && poll.myVote === null ? (
            <p className="text-xs text-muted-foreground">Results update as people vote.</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The options as radio buttons and "Vote": a vote is final, so it is sent only on the button. The
 * results replace the form once the vote is in; the focus the form held goes to `focusAfterVote`.
 */
function VoteForm({
  postId,
  poll,
  focusAfterVote,
}: {
  postId: string;
  poll: ForumPoll;
  focusAfterVote: () => HTMLElement | null;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const vote = useVote(postId);
  const name = useId();
  const formRef = useFocusAfterRemoval(focusAfterVote);
  return (
    <form
      ref={formRef}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice && !vote.isPending) vote.mutate(choice);
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">Choose an option</legend>
        {poll.options.map((option) => (
          <label
            key={option.id}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-lg border border-input bg-surface px-3 py-2.5 text-sm text-foreground transition-colors hover:border-primary",
              choice === option.id && "border-primary bg-primary-soft text-primary-soft-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={choice === option.id}
              // aria-disabled, not disabled, while the vote is sent: a disabled radio drops the focus.
              onChange={() => !vote.isPending && setChoice(option.id)}
              aria-disabled={vote.isPending || undefined}
              className="size-4 accent-primary"
            />
            <span className="min-w-0 wrap-anywhere">{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={choice === null} pending={vote.isPending}>
          {vote.isPending ? "Voting…" : "Vote"}
        </Button>
        <p className="text-xs text-muted-foreground">
          A vote is final. {formatCount(poll.totalVotes)} vote{poll.totalVotes === 1 ? "" : "s"} so far.
        </p>
      </div>
    </form>
  );
}
