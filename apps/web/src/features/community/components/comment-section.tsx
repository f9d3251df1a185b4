import type { ForumComment } from "@meridian/contract";
import { Reply } from "lucide-react";
import { type Ref, useRef, useState } from "react";
import { ServerHtml } from "@/components/server-html";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { EmptyNote, LoadFailure } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/use-toast";
import { useCreateComment } from "../api/create-comment";
import { useDeleteComment } from "../api/delete-comment";
import { useLikeComment } from "../api/like-comment";
import { useComments } from "../api/list-comments";
import { useUpdateComment } from "../api/update-comment";
import type { WriteStanding } from "../hooks/use-write-standing";
import type { Viewer } from "../viewer";
import { AuthorActions } from "./author-actions";
import { AuthorLine, ModerationBadge } from "./author-line";
import { CommentForm } from "./comment-form";
import { Likes } from "./like-button";
import { ReportDialog } from "./report-dialog";
import { StandingNotice } from "./standing-notice";

interface Thread {
  comment: ForumComment;
  replies: ForumComment[];
}

/** Top-level comments in order, each with its replies (one level); a reply whose comment is gone stands alone. */
function threadsOf(comments: ForumComment[]): Thread[] {
  const threads: Thread[] = [];
  const byId = new Map<string, Thread>();
  for (const comment of comments) {
    const parent = comment.parentId ? byId.get(comment.parentId) : undefined;
    if (parent) {
      parent.replies.push(comment);
      continue;
    }
    const thread = { comment, replies: [] };
    threads.push(thread);
    if (!comment.parentId) byId.set(comment.id, thread);
  }
  return threads;
}

/** A post's comments, oldest first, replies under their comment, "Load more", and the comment form. */
export function CommentSection({
  postId,
  commentCount,
  viewer,
  write,
  signInPath,
}: {
  postId: string;
  commentCount: number;
  viewer: Viewer;
  write: WriteStanding;
  signInPath: string;
}) {
  const query = useComments(postId);
  const create = useCreateComment(postId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  const send = async (body: { body: string }, parentId?: string) => {
    const comment = await create.mutateAsync({ ...body, ...(parentId ? { parentId } : {}) });
    if (comment.moderation === "pending") toast({ title: "Comment held", description: heldComment });
  };

  let content: React.ReactNode;
  // Held comments the viewer sees (their own; a moderator's, everyone's): not in the public count.
  let waiting = 0;
  if (query.data) {
    const seen = new Set<string>();
    const comments = query.data.pages
      .flatMap((page) => page.comments)
      .filter((comment) => !seen.has(comment.id) && seen.add(comment.id));
    waiting = comments.filter((comment) => comment.moderation === "pending").length;
    const threads = threadsOf(comments);
    content =
      threads.length === 0 ? (
        <EmptyNote>No comments yet. Be the first to answer.</EmptyNote>
      ) : (
        <ol aria-label="Comments" className="grid gap-4">
          {threads.map(({ comment, replies }) => (
            <CommentThread
              key={comment.id}
              comment={comment}
              replies={replies}
              viewer={viewer}
              write={write}
              replying={replyingTo === comment.id}
              onReply={comment.parentId === null && viewer ? () => setReplyingTo(comment.id) : undefined}
              onReplyClosed={() => setReplyingTo(null)}
              sendReply={(body) => send(body, comment.id)}
            />
          ))}
        </ol>
      );
  } else if (query.isError) {
    content = (
      <LoadFailure message="The comments could not be loaded." onRetry={() => void query.refetch()} />
    );
  } else {
    content = (
      <div className="grid gap-3" aria-busy="true">
        <p className="sr-only">Loading comments</p>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }

  return (
    <section aria-labelledby="comments-heading" className="grid gap-4">
      <h2 id="comments-heading" className="text-xl font-semibold text-foreground">
        Comments <span className="font-normal text-muted-foreground">({commentCount})</span>
        {waiting > 0 ? (
          <span className="text-base font-normal text-muted-foreground">
            {" "}
            · {waiting} waiting for a moderator
          </span>
        ) : null}
      </h2>
      {content}
      <LoadMoreButton query={query} label="Load more comments" className="justify-self-center" />
      <StandingNotice viewer={viewer} write={write} signInPath={signInPath} show="comments" />
      {viewer ? (
        <CommentForm
          label="Your comment"
          submitLabel="Post comment"
          disabled={!write.canComment}
          onSubmit={(body) => send(body)}
        />
      ) : null}
    </section>
  );
}

const heldComment = "Thanks! Your comment is waiting for a moderator and will appear once it is approved.";

/** A top-level comment (or a lone reply), its replies, and the reply form while it is open. */
function CommentThread({
  comment,
  replies,
  viewer,
  write,
  replying,
  onReply,
  onReplyClosed,
  sendReply,
}: {
  comment: ForumComment;
  replies: ForumComment[];
  viewer: Viewer;
  write: WriteStanding;
  replying: boolean;
  onReply?: () => void;
  onReplyClosed: () => void;
  sendReply: (body: { body: string }) => Promise<void>;
}) {
  // The reply form, sent or cancelled, gives the focus back to the Reply button that opened it.
  const replyButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="grid gap-3">
      <CommentItem
        comment={comment}
        viewer={viewer}
        write={write}
        onReply={onReply}
        replyButtonRef={replyButton}
      />
      {replies.length > 0 || replying ? (
        <div className="ml-4 grid gap-3 border-l-2 border-border pl-4 sm:ml-8">
          {replies.length > 0 ? (
            <ol aria-label={`Replies to ${comment.author.displayName}`} className="grid gap-3">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem comment={reply} viewer={viewer} write={write} />
                </li>
              ))}
            </ol>
          ) : null}
          {replying ? (
            <CommentForm
              label={`Reply to ${comment.author.displayName}`}
              submitLabel="Post reply"
              disabled={!write.canComment}
              autoFocus
              onSubmit={async (body) => {
                await sendReply(body);
                onReplyClosed();
              }}
              onCancel={onReplyClosed}
              focusAfterClose={() => replyButton.current}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function CommentItem({
  comment,
  viewer,
  write,
  onReply,
  replyButtonRef,
}: {
  comment: ForumComment;
  viewer: Viewer;
  write: WriteStanding;
  onReply?: () => void;
  replyButtonRef?: Ref<HTMLButtonElement>;
}) {
  const [editing, setEditing] = useState(false);
  // The edit form, saved or cancelled, gives the focus back to the Edit button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const like = useLikeComment(comment);
  const update = useUpdateComment(comment.postId, comment.id);
  const remove = useDeleteComment(comment.postId);
  const isAuthor = viewer !== null && comment.author.id === viewer.id;
  const what = `comment by ${comment.author.displayName}`;

  return (
    <article
      aria-label={`Comment by ${comment.author.displayName}`}
      className="grid gap-2 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <AuthorLine author={comment.author} createdAt={comment.createdAt} editedAt={comment.editedAt} />
        <ModerationBadge state={comment.moderation} />
      </div>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save changes"
          defaultBody={comment.body}
          disabled={!write.canEdit}
          autoFocus
          onSubmit={async (body) => {
            await update.mutateAsync(body);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
          focusAfterClose={() => editButton.current}
        />
      ) : (
        <ServerHtml html={comment.bodyHtml} className="text-sm" />
      )}
      {editing ? null : (
        <div className="-ml-3 flex flex-wrap items-center gap-1">
          <Likes
            signedIn={viewer !== null}
            liked={comment.likedByMe}
            count={comment.likeCount}
            label={what}
            pending={like.isPending}
            onToggle={(liked) => like.mutate(liked)}
          />
          {onReply ? (
            <Button
              ref={replyButtonRef}
              variant="ghost"
              size="sm"
              onClick={onReply}
              aria-label={`Reply to ${what}`}
            >
              <Reply aria-hidden="true" />
              Reply
            </Button>
          ) : null}
          {isAuthor ? (
            <AuthorActions
              what={what}
              editRef={editButton}
              onEdit={() => setEditing(true)}
              onDelete={() => setConfirming(true)}
            />
          ) : viewer ? (
            <ReportDialog targetKind="comment" targetId={comment.id} label={what} />
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        description={
          comment.parentId === null
            ? "The comment and its replies are deleted for good."
            : "The reply is deleted for good."
        }
        confirmLabel="Delete comment"
        destructive
        onConfirm={() => remove.mutate(comment.id, { onSuccess: () => toast({ title: "Comment deleted" }) })}
      />
    </article>
  );
}
