import type { ForumPostSummary } from "@meridian/contract";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/router";
import { postPath } from "../paths";

/**
 * A post's title as the link to it, stretched over its card (the card is `relative`), and its
 * excerpt under it; as the lists and the featured post show it.
 */
export function PostHeadline({
  post,
  wrapAnywhere = false,
}: {
  post: Pick<ForumPostSummary, "id" | "title" | "excerpt">;
  /** Break a title without spaces anywhere (the featured card is narrow on phones). */
  wrapAnywhere?: boolean;
}) {
  return (
    <>
      <h3 className="text-lg font-semibold text-foreground">
        <Link
          to={postPath(post.id)}
          className={cn(
            wrapAnywhere && "wrap-anywhere",
            "after:absolute after:inset-0 after:rounded-xl hover:underline",
          )}
        >
          {post.title}
        </Link>
      </h3>
      {post.excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p> : null}
    </>
  );
}
