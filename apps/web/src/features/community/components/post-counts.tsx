import type { ForumPostSummary } from "@meridian/contract";
import { BarChart3, Heart, Image, MessageSquare } from "lucide-react";
import { cn } from "@/lib/cn";

/** What a post in a list carries and drew: its poll, photos, likes and comments, read out in words. */
export function PostCounts({
  post,
  withPoll = false,
  className,
}: {
  post: Pick<ForumPostSummary, "hasPoll" | "photoCount" | "likeCount" | "commentCount">;
  /** Whether the poll is named here (a list row names it beside the title instead). */
  withPoll?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("flex items-center gap-4 text-sm text-muted-foreground", className)}>
      {withPoll && post.hasPoll ? (
        <span className="inline-flex items-center gap-1">
          <BarChart3 aria-hidden="true" className="size-4" />
          Poll
        </span>
      ) : null}
      {post.photoCount > 0 ? <Count icon={Image} value={post.photoCount} noun="photo" /> : null}
      <Count icon={Heart} value={post.likeCount} noun="like" />
      <Count icon={MessageSquare} value={post.commentCount} noun="comment" />
    </p>
  );
}

function Count({ icon: Icon, value, noun }: { icon: typeof Heart; value: number; noun: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-4" />
      {value}
      <span className="sr-only">
        {" "}
        {noun}
        {value === 1 ? "" : "s"}
      </span>
    </span>
  );
}
