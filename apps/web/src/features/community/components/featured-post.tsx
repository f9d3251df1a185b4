import type { ForumPostSummary } from "@meridian/contract";
import { Building2 } from "lucide-react";
import { useId } from "react";
import { cardClasses } from "@/components/ui/card";
import { PostCounts } from "./post-counts";
import { PostHeadline } from "./post-headline";
import { RelativeTime } from "./relative-time";

/**
 * The "From {company}" placement at the top of a category (decision 047): a company's recent post,
 * set apart and said to be from a company on Meridian: what it is, without calling it an advert.
 */
export function FeaturedPost({ post }: { post: ForumPostSummary }) {
  const headingId = useId();
  const company = post.author.displayName;
  return (
    <section
      aria-labelledby={headingId}
      className={cardClasses("highlighted", "relative grid gap-3 p-4 sm:p-5")}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface">
          {post.author.logoUrl ? (
            <img
              src={post.author.logoUrl}
              alt=""
              width={40}
              height={40}
              className="size-full object-contain"
            />
          ) : (
            <Building2 aria-hidden="true" className="size-5 text-muted-foreground" />
          )}
        </span>
        <div className="grid min-w-0">
          <h2 id={headingId} className="truncate text-sm font-semibold text-foreground">
            From {company}
          </h2>
          <p className="text-xs text-muted-foreground">
            From a company on Meridian · <RelativeTime value={post.createdAt} />
          </p>
        </div>
      </div>
      <PostHeadline post={post} wrapAnywhere />
      <PostCounts post={post} withPoll className="flex-wrap" />
    </section>
  );
}
