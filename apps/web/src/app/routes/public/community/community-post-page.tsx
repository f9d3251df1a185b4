import { communityTopics } from "@meridian/contract";
import { LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/auth/hooks/use-session";
import { usePost } from "@/features/community/api/get-post";
import { CommentSection } from "@/features/community/components/comment-section";
import { PostView } from "@/features/community/components/post-view";
import { useWriteStanding } from "@/features/community/hooks/use-write-standing";
import { postPath, signInPath } from "@/features/community/paths";
import { isApiError } from "@/lib/api-client";
import { usePageMeta } from "@/lib/page-meta";
import { useRealtimeTopic } from "@/lib/realtime/use-realtime-topic";
import { useParams } from "@/lib/router";
import { CommunityNotFound } from "./community-not-found";

/** /community/post/:postId: the post, its comments and replies, live while a signed-in viewer reads. */
export function CommunityPostPage() {
  const postId = useParams().postId ?? "";
  const { user } = useSession();
  const write = useWriteStanding(user);
  const query = usePost(postId);
  const post = query.data;
  useRealtimeTopic(user && post ? communityTopics.post(post.id) : null);
  const postTitle = post?.title;
  // The route's title is generic; the post's own reads better in tabs and history.
  usePageMeta(postTitle ? { title: `${postTitle} · Community` } : null);

  if (!post) {
    if (query.isError) {
      // An unknown id, a malformed one (422) and a post hidden from this viewer all answer "not found".
      const error = query.error;
      if (isApiError(error) && (error.status === 404 || error.code === "VALIDATION_ERROR")) {
        return (
          <CommunityNotFound title="Post not found" message="This post does not exist, or it was removed." />
        );
      }
      return (
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <h1 className="mb-4 text-3xl font-bold tracking-tight text-foreground">Community post</h1>
          <LoadFailure message="The post could not be loaded." onRetry={() => void query.refetch()} />
        </div>
      );
    }
    return (
      <div className="container-page grid max-w-3xl gap-4 py-10 sm:py-14" aria-busy="true">
        <h1 className="sr-only">Loading post</h1>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return (
    <div className="container-page grid max-w-3xl gap-10 py-10 sm:py-14">
      <PostView post={post} viewer={user} write={write} />
      <CommentSection
        postId={post.id}
        commentCount={post.commentCount}
        viewer={user}
        write={write}
        signInPath={signInPath(postPath(post.id))}
      />
    </div>
  );
}
