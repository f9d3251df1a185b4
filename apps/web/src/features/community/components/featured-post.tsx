import type { ForumPostSummary } from "@meridian/contract";
import { Building2 } from "lucide-react";
import { useId } from "react";
import { cardClasses } from "@/components/ui/card";
import { Link } from "@/lib/router";
import { postPath } from "../paths";
import { PostCounts } from "./post-counts";
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
      <h3 className="text-lg font-semibold text-foreground">
        <Link
          to={postPath(post.id)}
          className="wrap-anywhere after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {post.title}
        </Link>
      </h3>
      {post.excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p> : null}
      <PostCounts post={post} withPoll className="flex-wrap" />
    </section>
  );
}
