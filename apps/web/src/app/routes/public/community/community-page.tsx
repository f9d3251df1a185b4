import { buttonClasses } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { useSession } from "@/features/auth/hooks/use-session";
import { CategoryGrid } from "@/features/community/components/category-grid";
import { NewPostDialog } from "@/features/community/components/new-post-dialog";
import { PostSearchBox, SearchResults } from "@/features/community/components/search-results";
import { StandingNotice } from "@/features/community/components/standing-notice";
import { useWriteStanding } from "@/features/community/hooks/use-write-standing";
import { postPath, signInPath } from "@/features/community/paths";
import { Link, useNavigate, useSearchParams } from "@/lib/router";

/** /community: the nine categories, a search across every post, and "New post" for signed-in users. */
export function CommunityPage() {
  const { user } = useSession();
  const write = useWriteStanding(user);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const signIn = signInPath("/community");

  const setQuery = (value: string) =>
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });

  return (
    <div className="container-page grid gap-8 py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle
          className="max-w-2xl"
          title="Community"
          description="Ask questions and share what you learned with students on the same journey."
        />
        {user ? (
          <NewPostDialog
            viewer={user}
            write={write}
            category="general"
            signInPath={signIn}
            onCreated={(post) => void navigate(postPath(post.id))}
          />
        ) : (
          <Link to={signIn} className={buttonClasses("primary")}>
            Sign in to join the discussion
          </Link>
        )}
      </header>
      {user ? <StandingNotice viewer={user} write={write} signInPath={signIn} /> : null}
      <div className="grid gap-6">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to the test DOM; the role is understood everywhere. */}
        <div role="search" aria-label="Posts">
          <PostSearchBox value={query} onChange={setQuery} />
        </div>
        <SearchResults query={query} />
      </div>
      <section aria-labelledby="categories-heading" className="grid gap-4">
        <h2 id="categories-heading" className="text-xl font-semibold text-foreground">
          Categories
        </h2>
        <CategoryGrid />
      </section>
    </div>
  );
}
