import type { ForumPoll } from "@meridian/contract";
import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatCount } from "@/lib/format-count";

/** A share of the votes as a whole percentage (0 when nobody voted). */
export function votePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/**
 * A poll's results: a bar per option with its votes and percentage, the caller's choice marked.
 * A list, so a screen reader hears each option with its figures.
 */
export function PollResults({ poll, label }: { poll: ForumPoll; label: string }) {
  return (
    <div className="grid gap-3">
      <ul aria-label={label} className="grid gap-3">
        {poll.options.map((option) => {
          const percent = votePercent(option.voteCount, poll.totalVotes);
          const mine = poll.myVote === option.id;
          return (
            <li key={option.id} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className={cn("min-w-0 wrap-anywhere text-foreground", mine && "font-semibold")}>
                  {option.label}
                  {mine ? (
                    <span className="ml-2 inline-flex items-center gap-1 text-xs font-semibold text-primary">
                      <Check aria-hidden="true" className="size-3.5" />
                      Your vote
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {percent}%<span className="sr-only">,</span> ({formatCount(option.voteCount)}
                  <span className="sr-only"> vote{option.voteCount === 1 ? "" : "s"}</span>)
                </span>
              </div>
              <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
                <div
                  className={cn(
                    "h-full rounded-full transition-[width]",
                    mine ? "bg-primary" : "bg-primary/60",
                  )}
                  style={{ width: `${percent}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">
        {formatCount(poll.totalVotes)} vote{poll.totalVotes === 1 ? "" : "s"}
      </p>
    </div>
  );
}
