import { type ForumPostSummary, forumCategoryLabels } from "@meridian/contract";
import { BarChart3 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cardClasses } from "@/components/ui/card";
import { AuthorLine, ModerationBadge } from "./author-line";
import { PostCounts } from "./post-counts";
import { PostHeadline } from "./post-headline";

/** One post in a list: title (the link), excerpt, author and time, likes and comments, a poll and photos. */
export function PostRow({ post, showCategory = false }: { post: ForumPostSummary; showCategory?: boolean }) {
  return (
    <li
      className={cardClasses(
        "raised",
        "relative grid gap-2 p-4 transition-shadow hover:shadow-raised sm:p-5",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <ModerationBadge state={post.moderation} />
        {post.hasPoll ? (
          <Badge tone="neutral">
            <BarChart3 aria-hidden="true" />
            Poll
          </Badge>
        ) : null}
        {showCategory ? (
          <span className="text-xs font-semibold tracking-wide text-accent uppercase">
            {forumCategoryLabels[post.category]}
          </span>
        ) : null}
      </div>
      <PostHeadline post={post} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
        <PostCounts post={post} />
      </div>
    </li>
  );
}
