import {
  type BlockedWords,
  type CreateForumReport,
  type communityEndpoints,
  communityMessages,
  type EndpointBody,
  type EndpointData,
  formatUtcDateTime,
  type ModerationAction,
  type ModerationState,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestContext } from "../../lib/request-context.js";
import { recordAudit } from "../audit/audit.repository.js";
import { publishComment, publishPost, recountPost } from "../community/community.service.js";
import { displayNameOf } from "../community/forum-authors.js";
import { deleteStoredPhotos, notePostPhotosForDeletion } from "../community/photos.service.js";
import {
  type NotificationInput,
  publishNotifications,
  type StoredNotification,
  storeNotification,
  storeNotifications,
} from "../notifications/notifications.service.js";
import { listActiveAdminIds } from "../users/users.service.js";
import { moderationLimits } from "./moderation.limits.js";
import { canBeSuspended, canModerate, canReport, canSeeContent } from "./moderation.policy.js";
import { presentQueueItem } from "./moderation.presenter.js";
import {
  closeOpenReports,
  deleteBlockedWordsExcept,
  deleteTarget,
  findAuthor,
  findCommentWithPost,
  findMember,
  findOpenReport,
  findPost,
  findSuspendedUntil,
  insertBlockedWords,
  insertReport,
  listBlockedWords,
  listOpenReports,
  listQueue,
  lockBlockedWords,
  lockComment,
  type ModeratedPost,
  setModeration,
  type Target,
  upsertSuspension,
} from "./moderation.repository.js";

type Outcome = EndpointData<typeof communityEndpoints.moderatePost>;
type Suspension = EndpointData<typeof communityEndpoints.suspendUser>;

/** The oldest entries the queue shows at once; `total` says how many wait in all. */
export const MODERATION_QUEUE_MAX = 100;

const DAY_MS = 24 * 60 * 60_000;

/** Publishes notifications stored in a transaction that has committed. */
const notFoundOf = (kind: Target["kind"]) => ({ notFound: kind === "post" ? "Post" : "Comment" });

/** The post or comment a report names, if the reporter can see it (else it answers like an unknown id). */
async function loadReportTarget(db: Db, actor: Actor, target: Target): Promise<ModeratedPost> {
  if (target.kind === "post") {
    const post = await findPost(db, target.id);
    authorize(post !== undefined && canSeeContent(actor, post), notFoundOf("post"));
    return post;
  }
  const found = await findCommentWithPost(db, target.id);
  authorize(found !== undefined && canSeeContent(actor, found.post, found.comment), notFoundOf("comment"));
  return found.post;
}

/**
 * Reports a post or a comment the caller can see (signed-in, any user type). One open report per
 * user and target: a repeat, or a concurrent double press, answers the existing report with
 * `created: false`. A new report reaches every active admin as a notification and is audited.
 */
export async function reportContent(
  ctx: AppContext,
  caller: RequestContext,
  input: CreateForumReport,
): Promise<{ receipt: { id: string; createdAt: string }; created: boolean }> {
  authorize(canReport(caller.actor), "forbidden");
  const target: Target = { kind: input.targetKind, id: input.targetId };
  const post = await loadReportTarget(ctx.db, caller.actor, target);
  await ctx.limiter.consume(moderationLimits.reportsPerUser, caller.actor.userId);
  const now = ctx.now();

  const result = await ctx.db.transaction(async (tx) => {
    const row = await insertReport(tx, {
      reporterId: caller.actor.userId,
      target,
      reason: input.reason,
      createdAt: now,
    });
    if (!row)
      return { row: await findOpenReport(tx, caller.actor.userId, target), created: false, stored: [] };
    const reporter = await findAuthor(tx, caller.actor.userId);
    const reporterName = reporter ? displayNameOf(reporter) : "A member";
    const notification: NotificationInput = {
      type: "community",
      // Work for the admins, not news: it reaches them even with community notifications off.
      evenIfSwitchedOff: true,
      title: `Community report: a ${target.kind}`,
      message: `${reporterName} reported ${target.kind === "post" ? "the post" : "a comment on"} "${post.title}":\n\n${input.reason}`,
    };
    const admins = (await listActiveAdminIds(tx)).filter((adminId) => adminId !== caller.actor.userId);
    const stored = await storeNotifications(tx, admins, notification, now);
    await recordAudit(tx, caller, "community.report.created", {
      subjectType: `forum_${target.kind}`,
      subjectId: target.id,
      details: { reportId: row.id, reason: input.reason },
    });
    return { row, created: true, stored };
  });
  // Closed between the insert and the lookup by a moderator: the report was taken and acted on.
  if (!result.row) throw new AppError("CONFLICT", "This was just moderated. Reload to see it.");
  await publishNotifications(ctx, result.stored);
  return {
    receipt: { id: result.row.id, createdAt: result.row.createdAt.toISOString() },
    created: result.created,
  };
}

/** The queue (admin): reported and held posts and comments, oldest first, with their open reports. */
export async function moderationQueue(
  ctx: AppContext,
  actor: Actor,
): Promise<EndpointData<typeof communityEndpoints.queue>> {
  authorize(canModerate(actor), "forbidden");
  const { rows, total } = await listQueue(ctx.db, { limit: MODERATION_QUEUE_MAX, now: ctx.now() });
  const reports = await listOpenReports(ctx.db, {
    postIds: rows.filter((row) => row.targetKind === "post").map((row) => row.targetId),
    commentIds: rows.filter((row) => row.targetKind === "comment").map((row) => row.targetId),
  });
  const items = rows.map((row) =>
    presentQueueItem(
      row,
      reports.filter((report) =>
        row.targetKind === "post" ? report.postId === row.targetId : report.commentId === row.targetId,
      ),
    ),
  );
  return { items, total };
}

/** The state an action leaves content in; null: deleted, or unchanged (dismiss). */
const stateAfter: Record<ModerationAction["action"], ModerationState | null> = {
  hide: "hidden",
  restore: "visible",
  delete: null,
  dismiss: null,
};

/** Closes the target's open reports with the action and audits it, in the action's transaction. */
async function closeAndAudit(
  tx: Db,
  ctx: AppContext,
  caller: RequestContext,
  details: {
    target: Target;
    action: ModerationAction;
    from: string;
    authorId: string | null;
    postId: string;
  },
): Promise<void> {
  const { target, action } = details;
  const closedReports = await closeOpenReports(tx, target, {
    resolution: action.action,
    resolvedBy: caller.actor.userId,
    resolvedAt: ctx.now(),
  });
  await recordAudit(tx, caller, `community.${target.kind}.${action.action}`, {
    subjectType: `forum_${target.kind}`,
    subjectId: target.id,
    details: {
      note: action.note ?? null,
      from: details.from,
      to: action.action === "delete" ? "deleted" : (stateAfter[action.action] ?? details.from),
      authorId: details.authorId,
      postId: details.postId,
      closedReports,
    },
  });
}

/** What a moderator's hide or delete did, as its author is told it. */
interface Removal {
  kind: "post" | "comment";
  action: "hide" | "delete";
  authorId: string | null;
  postTitle: string;
  /** The comment's text, quoted (a post is named by its title). */
  commentBody?: string;
  note?: string;
}

/** A comment's start, quoted in its author's notification. */
function quoteOf(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
}

/**
 * Tells an author that a moderator hid or deleted their post or comment, in the action's
 * transaction: a `community` notification delivered even with community notifications off (like a
 * warning: it is about their standing), with the moderator's note when given. Never for content of
 * a gone account, nor for the moderator's own content.
 */
async function notifyAuthorOfRemoval(
  tx: Db,
  ctx: AppContext,
  actor: Actor,
  removal: Removal,
): Promise<StoredNotification | null> {
  if (removal.authorId === null || removal.authorId === actor.userId) return null;
  const what =
    removal.kind === "post"
      ? `Your post "${removal.postTitle}"`
      : `Your comment on "${removal.postTitle}" ("${quoteOf(removal.commentBody ?? "")}")`;
  const outcome =
    removal.action === "hide"
      ? "was hidden by a moderator: only you and the moderators can see it now."
      : "was deleted by a moderator.";
  return storeNotification(
    tx,
    removal.authorId,
    {
      type: "community",
      evenIfSwitchedOff: true,
      title: `A moderator ${removal.action === "hide" ? "hid" : "deleted"} your ${removal.kind}`,
      message: `${what} ${outcome}${removal.note ? `\n\nModerator's note: ${removal.note}` : ""}`,
    },
    ctx.now(),
  );
}

/**
 * Hides, restores (approving held content), deletes a post (its comments go with it) or dismisses
 * its reports (admin). Every action closes the post's open reports and is audited with the note.
 */
export async function moderatePost(
  ctx: AppContext,
  caller: RequestContext,
  postId: string,
  action: ModerationAction,
): Promise<Outcome> {
  authorize(canModerate(caller.actor), "forbidden");
  const target: Target = { kind: "post", id: postId };
  let photoKeys: string[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const post = await findPost(tx, postId, { lock: true });
    authorize(post !== undefined, notFoundOf("post"));
    await closeAndAudit(tx, ctx, caller, {
      target,
      action,
      from: post.moderation,
      authorId: post.authorId,
      postId,
    });
    const next = stateAfter[action.action];
    const changed = next !== null && next !== post.moderation;
    if (action.action === "delete") {
      // The photos' objects are noted for deletion with the rows that cascade (photos.service).
      photoKeys = await notePostPhotosForDeletion(tx, postId);
      await deleteTarget(tx, target);
    } else if (next && changed) await setModeration(tx, target, next);
    const removal = action.action === "delete" || (action.action === "hide" && changed);
    const told = removal
      ? await notifyAuthorOfRemoval(tx, ctx, caller.actor, {
          kind: "post",
          action: action.action === "delete" ? "delete" : "hide",
          authorId: post.authorId,
          postTitle: post.title,
          note: action.note,
        })
      : null;
    const outcome: Outcome = {
      targetKind: "post",
      targetId: postId,
      moderation: action.action === "delete" ? null : (next ?? post.moderation),
      deleted: action.action === "delete",
    };
    return { outcome, told, nowVisible: changed && next === "visible" };
  });
  await deleteStoredPhotos(ctx, photoKeys);
  await publishNotifications(ctx, [result.told]);
  // Restored (or approved): it reaches the category's live readers like a new post.
  if (result.nowVisible) await publishPost(ctx, postId);
  return result.outcome;
}

/**
 * The same for a comment (a deleted comment takes its replies). The post's comment count and last
 * activity follow in the same transaction whenever the comment's visibility changes.
 */
export async function moderateComment(
  ctx: AppContext,
  caller: RequestContext,
  commentId: string,
  action: ModerationAction,
): Promise<Outcome> {
  authorize(canModerate(caller.actor), "forbidden");
  const target: Target = { kind: "comment", id: commentId };
  const found = await findCommentWithPost(ctx.db, commentId);
  authorize(found !== undefined, notFoundOf("comment"));
  const result = await ctx.db.transaction(async (tx) => {
    // The post first, then the comment: the post's counts are rewritten from its comments below.
    const post = await findPost(tx, found.post.id, { lock: true });
    const comment = post ? await lockComment(tx, commentId) : undefined;
    authorize(post !== undefined && comment !== undefined, notFoundOf("comment"));
    await closeAndAudit(tx, ctx, caller, {
      target,
      action,
      from: comment.moderation,
      authorId: comment.authorId,
      postId: comment.postId,
    });
    const next = stateAfter[action.action];
    const changed = next !== null && next !== comment.moderation;
    if (action.action === "delete") {
      await deleteTarget(tx, target);
      await recountPost(tx, comment.postId);
    } else if (next && changed) {
      await setModeration(tx, target, next);
      await recountPost(tx, comment.postId);
    }
    const removal = action.action === "delete" || (action.action === "hide" && changed);
    const told = removal
      ? await notifyAuthorOfRemoval(tx, ctx, caller.actor, {
          kind: "comment",
          action: action.action === "delete" ? "delete" : "hide",
          authorId: comment.authorId,
          postTitle: post.title,
          commentBody: comment.body,
          note: action.note,
        })
      : null;
    const outcome: Outcome = {
      targetKind: "comment",
      targetId: commentId,
      moderation: action.action === "delete" ? null : (next ?? comment.moderation),
      deleted: action.action === "delete",
    };
    return { outcome, told, nowVisible: changed && next === "visible" };
  });
  await publishNotifications(ctx, [result.told]);
  // Restored (or approved): it reaches the post's live readers like a new comment (if the post is visible).
  if (result.nowVisible) await publishComment(ctx, commentId);
  return result.outcome;
}

/** The user a moderator acts on; an unknown id answers 404. */
async function loadMember(ctx: AppContext, userId: string) {
  const member = await findMember(ctx.db, userId);
  authorize(member !== undefined, { notFound: "User" });
  return member;
}

/** Warns a user (admin): a notification they read, even with community notifications off; audited. */
export async function warnUser(
  ctx: AppContext,
  caller: RequestContext,
  userId: string,
  body: EndpointBody<typeof communityEndpoints.warnUser>,
): Promise<{ warned: true }> {
  authorize(canModerate(caller.actor), "forbidden");
  await loadMember(ctx, userId);
  const stored = await ctx.db.transaction(async (tx) => {
    const row = await storeNotification(
      tx,
      userId,
      {
        type: "community",
        evenIfSwitchedOff: true,
        title: "A warning from the community moderators",
        message: body.message,
      },
      ctx.now(),
    );
    await recordAudit(tx, caller, "community.user.warned", {
      subjectId: userId,
      details: { message: body.message },
    });
    return row;
  });
  await publishNotifications(ctx, [stored]);
  return { warned: true };
}

/**
 * Suspends a user from writing in the community for 1–365 days from now (admin); a running
 * suspension is replaced. Admins cannot be suspended, the caller included: 403. The user is told,
 * with the reason; audited.
 */
export async function suspendUser(
  ctx: AppContext,
  caller: RequestContext,
  userId: string,
  body: EndpointBody<typeof communityEndpoints.suspendUser>,
): Promise<Suspension> {
  authorize(canModerate(caller.actor), "forbidden");
  const member = await loadMember(ctx, userId);
  if (!canBeSuspended(member)) {
    throw new AppError(
      "FORBIDDEN",
      userId === caller.actor.userId
        ? "You cannot suspend yourself from the community."
        : "Admins cannot be suspended from the community.",
    );
  }
  const now = ctx.now();
  const until = new Date(now.getTime() + body.days * DAY_MS);
  const stored = await ctx.db.transaction(async (tx) => {
    const before = await findSuspendedUntil(tx, userId, now);
    await upsertSuspension(tx, { userId, suspendedUntil: until, suspensionReason: body.reason, now });
    const row = await storeNotification(
      tx,
      userId,
      {
        type: "community",
        evenIfSwitchedOff: true,
        title: "You are suspended from the community",
        message: `${communityMessages.suspended(formatUtcDateTime(until))}\n\nReason: ${body.reason}`,
      },
      now,
    );
    await recordAudit(tx, caller, "community.user.suspended", {
      subjectId: userId,
      details: {
        days: body.days,
        until: until.toISOString(),
        reason: body.reason,
        replaced: before?.toISOString() ?? null,
      },
    });
    return row;
  });
  await publishNotifications(ctx, [stored]);
  return { userId, suspendedUntil: until.toISOString() };
}

/** Ends a user's running suspension (admin); the user is told and it is audited. None running: nothing changes. */
export async function liftSuspension(
  ctx: AppContext,
  caller: RequestContext,
  userId: string,
): Promise<Suspension> {
  authorize(canModerate(caller.actor), "forbidden");
  await loadMember(ctx, userId);
  const now = ctx.now();
  const stored = await ctx.db.transaction(async (tx) => {
    const running = await findSuspendedUntil(tx, userId, now);
    if (!running) return null;
    await upsertSuspension(tx, { userId, suspendedUntil: null, suspensionReason: null, now });
    const row = await storeNotification(
      tx,
      userId,
      {
        type: "community",
        evenIfSwitchedOff: true,
        title: "Your community suspension has ended",
        message: "A moderator lifted your suspension: you can post, comment and like again.",
      },
      now,
    );
    await recordAudit(tx, caller, "community.user.suspension_lifted", {
      subjectId: userId,
      details: { wasUntil: running.toISOString() },
    });
    return row;
  });
  await publishNotifications(ctx, [stored]);
  return { userId, suspendedUntil: null };
}

/** The blocked-word list (admin), alphabetical. */
export async function blockedWords(ctx: AppContext, actor: Actor): Promise<BlockedWords> {
  authorize(canModerate(actor), "forbidden");
  return { words: await listBlockedWords(ctx.db) };
}

/**
 * Replaces the blocked-word list (admin) in one transaction: words arrive trimmed and lower-cased
 * (the contract), are de-duplicated here, and the change is audited with what was added and
 * removed. Sending the list as it is changes and records nothing.
 */
export async function setBlockedWords(
  ctx: AppContext,
  caller: RequestContext,
  input: BlockedWords,
): Promise<BlockedWords> {
  authorize(canModerate(caller.actor), "forbidden");
  const words = [...new Set(input.words)].sort();
  return ctx.db.transaction(async (tx) => {
    await lockBlockedWords(tx);
    const before = await listBlockedWords(tx);
    const added = words.filter((word) => !before.includes(word));
    const removed = before.filter((word) => !words.includes(word));
    if (added.length === 0 && removed.length === 0) return { words: before };
    await deleteBlockedWordsExcept(tx, words);
    await insertBlockedWords(tx, added, caller.actor.userId, ctx.now());
    await recordAudit(tx, caller, "community.blocked_words.updated", { details: { added, removed } });
    return { words: await listBlockedWords(tx) };
  });
}
