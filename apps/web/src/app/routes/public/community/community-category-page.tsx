import {
  communityTopics,
  type ForumCategory,
  ForumCategorySchema,
  type ForumSort,
  forumCategoryLabels,
} from "@meridian/contract";
import { ChevronLeft } from "lucide-react";
import { BackLink } from "@/components/ui/back-link";
import { EmptyNote } from "@/components/ui/panel-states";
import { useSession } from "@/features/auth/hooks/use-session";
import { NewPostDialog } from "@/features/community/components/new-post-dialog";
import { PostList } from "@/features/community/components/post-list";
import { StandingNotice } from "@/features/community/components/standing-notice";
import { useLiveArrivals } from "@/features/community/hooks/use-live-arrivals";
import { useWriteStanding } from "@/features/community/hooks/use-write-standing";
import { categoryPath, signInPath } from "@/features/community/paths";
import { cn } from "@/lib/cn";
import { useRealtimeTopic } from "@/lib/realtime/use-realtime-topic";
import { Link, useParams, useSearchParams } from "@/lib/router";
import { CommunityNotFound } from "./community-not-found";

/** /community/:category: its posts, newest or top first, with "New post" and live arrivals. */
export function CommunityCategoryPage() {
  const parsed = ForumCategorySchema.safeParse(useParams().category);
  if (!parsed.success) {
    return (
      <CommunityNotFound
        title="Category not found"
        message="There is no community category at this address."
      />
    );
  }
  return <CategoryPosts key={parsed.data} category={parsed.data} />;
}

const sorts: { value: ForumSort; label: string }[] = [
  { value: "new", label: "New" },
  { value: "top", label: "Top" },
];

function CategoryPosts({ category }: { category: ForumCategory }) {
  const { user } = useSession();
  const write = useWriteStanding(user);
  const [params] = useSearchParams();
  const sort: ForumSort = params.get("sort") === "top" ? "top" : "new";
  const arrivals = useLiveArrivals(category);
  const here = categoryPath(category, sort);
  const signIn = signInPath(here);
  // Guests read without live updates: the channel is for signed-in users (decision 044).
  useRealtimeTopic(user ? communityTopics.category(category) : null);
  const name = forumCategoryLabels[category];

  return (
    <div className="container-page grid max-w-4xl gap-6 py-10 sm:py-14">
      <BackLink to="/community" icon={ChevronLeft} className="w-fit">
        All categories
      </BackLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">Community</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{name}</h1>
        </div>
        <NewPostDialog viewer={user} write={write} category={category} signInPath={signIn} />
      </header>
      <StandingNotice viewer={user} write={write} signInPath={signIn} />
      <section aria-labelledby="posts-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="posts-heading" className="text-xl font-semibold text-foreground">
            Posts
          </h2>
          <nav aria-label="Sort posts" className="inline-flex rounded-lg border border-border bg-muted p-1">
            {sorts.map((option) => (
              <Link
                key={option.value}
                to={categoryPath(category, option.value)}
                replace
                aria-current={option.value === sort ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground hover:text-foreground",
                  option.value === sort && "bg-surface text-foreground shadow-xs",
                )}
              >
                {option.label}
              </Link>
            ))}
          </nav>
        </div>
        <p aria-live="polite" className="sr-only">
          {arrivals > 0 && sort === "new" ? `${arrivals} new post${arrivals === 1 ? "" : "s"}` : ""}
        </p>
        <PostList
          filter={{ category, sort }}
          label={`Posts in ${name}`}
          showFeatured
          empty={<EmptyNote>No posts in {name} yet. Start the first discussion.</EmptyNote>}
        />
      </section>
    </div>
  );
}
