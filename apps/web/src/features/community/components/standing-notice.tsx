import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { formatCountdown, type WriteStanding } from "../hooks/use-write-standing";
import type { Viewer } from "../viewer";

/**
 * What the viewer may write now, above the forms: a guest's way in, the cooling period's live
 * countdown, a suspension's end, and a student's posts left today.
 */
export function StandingNotice({
  viewer,
  write,
  signInPath,
  show = "posts",
}: {
  viewer: Viewer;
  write: WriteStanding;
  /** Where "Sign in" leads (the auth page, with this page as `next`). */
  signInPath: string;
  /** Which daily limit to mention. */
  show?: "posts" | "comments";
}) {
  if (!viewer) return <SignInPrompt to={signInPath} />;
  const { standing } = write;
  if (!standing) return null;
  if (write.suspendedUntil) {
    return (
      <Alert tone="destructive" title="You are suspended from the community">
        You can read, but not post or comment, until {formatDate(write.suspendedUntil)}.
      </Alert>
    );
  }
  if (write.coolingSecondsLeft > 0) {
    return (
      <Alert tone="warning" title="Posting opens soon">
        New sign-ins wait an hour before writing in the community. You can post and comment in{" "}
        <span className="font-semibold tabular-nums" role="timer">
          {formatCountdown(write.coolingSecondsLeft)}
        </span>
        .
      </Alert>
    );
  }
  const left = show === "posts" ? standing.postsLeftToday : standing.commentsLeftToday;
  if (left === null || viewer.userType !== "customer") return null;
  const noun = show === "posts" ? "post" : "comment";
  if (left === 0) {
    return (
      <Alert tone="warning" title={`No ${noun}s left today`}>
        You have used today&apos;s {noun}s.
        {standing.limitResetsAt
          ? ` You can write again after ${formatDateTime(standing.limitResetsAt)}.`
          : null}
      </Alert>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      {left} {noun}
      {left === 1 ? "" : "s"} left today
    </p>
  );
}

/** A guest's invitation to write: signing in brings them back here. */
export function SignInPrompt({ to }: { to: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-input bg-surface p-4">
      <p className="text-sm text-muted-foreground">
        Everyone can read. Posting, commenting and liking need a Meridian account.
      </p>
      <Link to={to} className={buttonClasses("primary", "sm")}>
        Sign in to join the discussion
      </Link>
    </div>
  );
}
