import { type CompanyForumPost, type CompanyForumPosts, forumCategoryLabels } from "@meridian/contract";
import { BarChart3, Eye, Heart, MessageSquare, MessagesSquare } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { cardClasses } from "@/components/ui/card";
import { PanelSection } from "@/components/ui/panel-section";
import { NextStep, QueryContent } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { StatTile } from "@/components/ui/stat-tile";
import { formatCount } from "@/lib/format-count";
import { formatDate } from "@/lib/format-date";
import { Link } from "@/lib/router";
import { useCompanyPosts } from "../api/company-posts";
import { postPath } from "../paths";
import { ModerationBadge } from "./author-line";
import { PollResults } from "./poll-results";

/**
 * A company's community on its dashboard (decision 047): its totals, its posts (newest first, held
 * and hidden ones marked) with views, likes and comments, and its polls' results.
 */
export function CompanyPostsPanel() {
  const query = useCompanyPosts();
  return (
    <PanelSection
      className="grid gap-6 p-4 sm:p-6"
      icon={MessagesSquare}
      title="Your community posts"
      description="What your posts drew: views by others, likes and comments, and your polls' votes."
      action={
        <Link to="/community" className={buttonClasses("outline", "sm")}>
          Go to the community
        </Link>
      }
    >
      <QueryContent query={query} failure="Your posts could not be loaded." loading={<PanelLoading />}>
        {(data) => <PanelContent data={data} />}
      </QueryContent>
    </PanelSection>
  );
}

function PanelContent({ data }: { data: CompanyForumPosts }) {
  const { totals, posts } = data;
  const polls = posts.filter((post) => post.poll !== null);
  return (
    <div className="grid gap-6">
      <dl aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Posts">{formatCount(totals.posts)}</StatTile>
        <StatTile label="Views">{formatCount(totals.views)}</StatTile>
        <StatTile label="Likes">{formatCount(totals.likes)}</StatTile>
        <StatTile label="Comments">{formatCount(totals.comments)}</StatTile>
      </dl>
      {posts.length === 0 ? (
        <NextStep message="You have not written in the community yet. Students read company posts at the top of their category for a week.">
          <Link to="/community" className={buttonClasses("primary", "sm")}>
            Write your first post
          </Link>
        </NextStep>
      ) : (
        <>
          <section aria-labelledby="company-posts-heading" className="grid gap-3">
            <h3 id="company-posts-heading" className="font-semibold text-foreground">
              Posts
            </h3>
            <ul aria-label="Your posts" className="grid gap-3">
              {posts.map((post) => (
                <PostFigures key={post.id} post={post} />
              ))}
            </ul>
          </section>
          {polls.length > 0 ? (
            <section aria-labelledby="company-polls-heading" className="grid gap-3">
              <h3 id="company-polls-heading" className="font-semibold text-foreground">
                Polls
              </h3>
              <ul className="grid gap-4 lg:grid-cols-2">
                {polls.map((post) =>
                  post.poll ? (
                    <li key={post.id} className={cardClasses("dashed", "grid gap-3 p-4")}>
                      <p className="flex items-start gap-2 font-medium wrap-anywhere text-foreground">
                        <BarChart3 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        {post.title}
                      </p>
                      <PollResults poll={post.poll} label={`Results of ${post.title}`} />
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

/** One post: its title (the link), category, date and state, and what it drew. */
function PostFigures({ post }: { post: CompanyForumPost }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <Link
          to={postPath(post.id)}
          className="font-medium wrap-anywhere text-foreground underline-offset-4 hover:underline"
        >
          {post.title}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>{forumCategoryLabels[post.category]}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          <ModerationBadge state={post.moderation} />
        </p>
      </div>
      <dl className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <Figure icon={Eye} label="Views" value={post.viewCount} />
        <Figure icon={Heart} label="Likes" value={post.likeCount} />
        <Figure icon={MessageSquare} label="Comments" value={post.commentCount} />
      </dl>
    </li>
  );
}

function Figure({ icon: Icon, label, value }: { icon: typeof Eye; label: string; value: number }) {
  return (
    <div className="inline-flex items-center gap-1">
      <dt>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="font-medium text-foreground tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

function PanelLoading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <p className="sr-only">Loading your posts</p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <div className="grid gap-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    </div>
  );
}
