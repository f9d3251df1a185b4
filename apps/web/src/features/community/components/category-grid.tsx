import type { ForumCategorySummary } from "@meridian/contract";
import { MessagesSquare } from "lucide-react";
import { cardClasses } from "@/components/ui/card";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { useCategories } from "../api/list-categories";
import { categoryPath, postPath } from "../paths";
import { RelativeTime } from "./relative-time";

/** The nine categories as cards: name, visible posts, latest activity and the latest post. */
export function CategoryGrid() {
  const query = useCategories();
  if (query.data) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {query.data.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return <LoadFailure message="The categories could not be loaded." onRetry={() => void query.refetch()} />;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading categories">
      {Array.from({ length: 9 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={cardClasses("raised", "grid gap-3 p-5")}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({ category }: { category: ForumCategorySummary }) {
  const headingId = `category-${category.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cardClasses(
        "raised",
        "relative grid content-start gap-3 p-5 transition-shadow hover:shadow-raised",
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <MessagesSquare aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h3 id={headingId} className="text-lg font-semibold text-foreground">
            <Link
              to={categoryPath(category.id)}
              className="after:absolute after:inset-0 after:rounded-xl hover:underline"
            >
              {category.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {category.postCount} post{category.postCount === 1 ? "" : "s"}
          </p>
        </div>
      </div>
      {category.latestPost && category.latestActivityAt ? (
        <p className="relative z-10 grid gap-0.5 text-sm">
          <span className="text-muted-foreground">
            Latest activity <RelativeTime value={category.latestActivityAt} />
          </span>
          <Link
            to={postPath(category.latestPost.id)}
            className="truncate font-medium text-primary underline-offset-4 hover:underline"
          >
            {category.latestPost.title}
          </Link>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No posts yet. Start the first discussion.</p>
      )}
    </li>
  );
}
