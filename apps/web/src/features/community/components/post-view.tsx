import { type ForumPost, forumCategoryLabels } from "@meridian/contract";
import { ChevronLeft } from "lucide-react";
import { useState } from "react";
import { ServerHtml } from "@/components/server-html";
import { BackLink } from "@/components/ui/back-link";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useNavigate } from "@/lib/router";
import { toast } from "@/lib/use-toast";
import { useDeletePost } from "../api/delete-post";
import { useLikePost } from "../api/like-post";
import { useUpdatePost } from "../api/update-post";
import type { WriteStanding } from "../hooks/use-write-standing";
import { categoryPath, postPath, signInPath } from "../paths";
import type { Viewer } from "../viewer";
import { AuthorActions } from "./author-actions";
import { AuthorLine, ModerationBadge } from "./author-line";
import { Likes } from "./like-button";
import { PollCard } from "./poll-card";
import { PostForm } from "./post-form";
import { PostPhotos } from "./post-photos";
import { ReportDialog } from "./report-dialog";

/**
 * A post on its own page: the server's safe HTML of its body (never the Markdown as HTML), the
 * photos and poll of a company's post, the like toggle, the author's edit in place and delete
 * (and photo removal), and everyone else's Report.
 */
export function PostView({ post, viewer, write }: { post: ForumPost; viewer: Viewer; write: WriteStanding }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const like = useLikePost(post.id);
  const update = useUpdatePost(post.id);
  const remove = useDeletePost();
  const isAuthor = viewer !== null && post.author.id === viewer.id;

  const deletePost = () =>
    remove.mutate(post.id, {
      onSuccess: async () => {
        toast({ title: "Post deleted" });
        await navigate(categoryPath(post.category), { replace: true });
        remove.forget(post.id);
      },
    });

  return (
    <article aria-labelledby="post-title" className="grid gap-5">
      <BackLink to={categoryPath(post.category)} icon={ChevronLeft} className="w-fit">
        {forumCategoryLabels[post.category]}
      </BackLink>
      {editing ? (
        <div className="grid gap-4">
          <h1 id="post-title" className="text-2xl font-bold tracking-tight text-foreground">
            Edit post
          </h1>
          <PostForm
            defaultValues={{ category: post.category, title: post.title, body: post.body }}
            disabled={!write.canEdit}
            submitLabel="Save changes"
            onSubmit={async (body) => {
              await update.mutateAsync(body);
              setEditing(false);
              toast({ title: "Post updated" });
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <>
          <header className="grid gap-3">
            <ModerationBadge state={post.moderation} />
            <h1
              id="post-title"
              className="text-3xl font-bold tracking-tight text-pretty wrap-anywhere text-foreground sm:text-4xl"
            >
              {post.title}
            </h1>
            <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
          </header>
          <ServerHtml html={post.bodyHtml} className="text-base" />
          <PostPhotos
            postId={post.id}
            photos={post.photos}
            authorName={post.author.displayName}
            canRemove={isAuthor}
          />
          {post.poll ? (
            <PollCard
              postId={post.id}
              question={post.title}
              poll={post.poll}
              viewer={viewer}
              isAuthor={isAuthor}
              signInPath={signInPath(postPath(post.id))}
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-1 border-t border-border pt-3">
            <Likes
              signedIn={viewer !== null}
              liked={post.likedByMe}
              count={post.likeCount}
              label="this post"
              pending={like.isPending}
              onToggle={(liked) => like.mutate(liked)}
            />
            {isAuthor ? (
              <AuthorActions onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} />
            ) : viewer ? (
              <ReportDialog targetKind="post" targetId={post.id} label="this post" />
            ) : null}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this post?"
        description="The post and all of its comments are deleted for good."
        confirmLabel="Delete post"
        destructive
        onConfirm={deletePost}
      />
    </article>
  );
}
