import {
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type chatEndpoints,
  chatInputMessages,
  chatLimits,
  type EndpointQuery,
  noCounselorMessage,
  notificationMailRules,
  type SendChatMessage,
  type ServerMessage,
} from "@meridian/contract";
import type { Db } from "../../db/client.js";
import { enqueueJob } from "../../jobs/job-queue.js";
import type { JobHandler } from "../../jobs/job-runner.js";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import { newId } from "../../lib/ids.js";
import type { LimitRule } from "../../lib/rate-limiter.js";
import {
  notifyByMail,
  publishNotification,
  type StoredNotification,
  settleNotifications,
  storeCoalescedNotification,
} from "../notifications/notifications.service.js";
import { workedStudent } from "../students/students.service.js";
import { listActiveAdminIds } from "../users/users.service.js";
import {
  type ConversationTie,
  canMarkRead,
  canSeeStudentUnread,
  canWorkCompanyConversations,
  isConversationOwner,
  ownsAConversation,
} from "./chat.policy.js";
import { presentChatMessage } from "./chat.presenter.js";
import {
  type ChatMessageWithSender,
  type ChatSide,
  companyConversations as companyConversationRows,
  countUnread,
  findAccount,
  findCounselorWithName,
  findMessage,
  findSentByClientId,
  insertMessage,
  markMessageRead,
  pageOfConversation,
  replyWaits,
  unreadPerStudent,
} from "./chat.repository.js";

type HistoryQuery = EndpointQuery<typeof chatEndpoints.history>;

/** A sent message, and whether it was stored now or is the answer to a resend (200, no event). */
export interface SendResult {
  message: ChatMessage;
  replayed: boolean;
}

/** One message per sender and conversation every 15 s (spec part 2 §5), on every node. */
const sendInterval: LimitRule = {
  name: "chat-send",
  limit: 1,
  windowMs: chatLimits.sendIntervalMs,
  hint: "Chat allows one message every 15 seconds.",
};

/** What the policy decides on for a conversation, read now: a reassignment counts at once. */
async function tieOf(ctx: AppContext, ownerId: string): Promise<ConversationTie | undefined> {
  const owner = await findAccount(ctx.db, ownerId);
  if (!owner) return undefined;
  const counselor = owner.userType === "customer" ? await findCounselorWithName(ctx.db, ownerId) : null;
  return { ownerId, ownerType: owner.userType, counselorId: counselor?.id ?? null };
}

/**
 * Everyone a conversation's events go to, looked up at send time: the owner, the counselor
 * assigned now, and the admins (who may read and write every conversation, decision 036). A
 * counselor the student was taken from gets nothing more.
 */
async function participantsOf(ctx: AppContext, tie: ConversationTie): Promise<string[]> {
  const ids = new Set([tie.ownerId, ...(await listActiveAdminIds(ctx.db))]);
  if (tie.counselorId) ids.add(tie.counselorId);
  return [...ids];
}

type ChatEvent = Extract<ServerMessage, { type: "chat_message" | "message_read" }>;

/** Publishes a chat event to every participant's channel, on every node. */
async function publishTo(ctx: AppContext, tie: ConversationTie, message: ChatEvent): Promise<void> {
  const recipients = await participantsOf(ctx, tie);
  await Promise.all(recipients.map((userId) => ctx.bus.publish({ kind: "user-message", userId, message })));
}

/** A page of the conversation `conversationId` (its owner's id), with where the next one starts. */
async function historyOf(ctx: AppContext, conversationId: string, query: HistoryQuery): Promise<ChatHistory> {
  const rows = await pageOfConversation(ctx.db, conversationId, query);
  const newestFirst = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return {
    data: newestFirst.reverse().map(presentChatMessage),
    meta: { conversationId, nextBefore: hasMore ? (newestFirst[0]?.id ?? null) : null },
  };
}

/**
 * Sends for the actor on `side` of the conversation (the caller has authorized). A resend of a
 * client id answers the first message, unthrottled and without a second event; otherwise (and
 * always without a client id) the sender's interval is checked before anything is stored.
 */
async function send(
  ctx: AppContext,
  actor: Actor,
  tie: ConversationTie,
  side: ChatSide,
  input: SendChatMessage,
  /** A refusal that applies to new messages only (a resend still answers the first). */
  refuseNew?: () => void,
): Promise<SendResult> {
  const { clientMessageId } = input;
  const replay = clientMessageId && (await findSentByClientId(ctx.db, actor.userId, clientMessageId));
  if (replay) return replayOf(replay, tie);
  refuseNew?.();
  try {
    await ctx.limiter.consume(sendInterval, `${actor.userId}:${tie.ownerId}`);
  } catch (err) {
    if (err instanceof AppError && err.code === "RATE_LIMITED" && err.extra.retryAfterSeconds !== undefined) {
      const seconds = err.extra.retryAfterSeconds;
      throw new AppError("RATE_LIMITED", chatInputMessages.wait.description(seconds), {
        hint: chatInputMessages.wait.title,
        retryAfterSeconds: seconds,
        details: { retryAfterSeconds: seconds },
      });
    }
    throw err;
  }
  const now = ctx.now();
  // The message and the owner's notification of it land together, or neither does.
  const { row, notification } = await ctx.db.transaction(async (tx) => {
    const row = await insertMessage(tx, {
      id: newId(now.getTime()),
      conversationId: tie.ownerId,
      senderId: actor.userId,
      senderSide: side,
      content: input.content,
      clientMessageId: clientMessageId ?? null,
      createdAt: now,
    });
    const notification = row && side === "staff" ? await tellOwner(tx, tie, row, now) : null;
    return { row, notification };
  });
  if (!row) {
    // The same client id won a race with this request: that one is the message.
    const first = clientMessageId && (await findSentByClientId(ctx.db, actor.userId, clientMessageId));
    if (!first) throw new Error("chat message neither inserted nor found");
    return replayOf(first, tie);
  }
  const message = presentChatMessage(row);
  await publishTo(ctx, tie, { type: "chat_message", timestamp: new Date().toISOString(), data: message });
  if (notification) await publishNotification(ctx, notification);
  return { message, replayed: false };
}

/**
 * The owner's notification of a staff message (decision 075): one per conversation while it is
 * unread, so a burst of replies is one notification; it is marked read when the owner has read
 * every staff message (`markRead`). Staff are not notified: their dashboards count unread
 * messages per student.
 */
async function tellOwner(
  tx: Db,
  tie: ConversationTie,
  row: ChatMessageWithSender,
  now: Date,
): Promise<StoredNotification | null> {
  const from = tie.ownerType === "company_profile" ? "the Meridian team" : presentChatMessage(row).senderName;
  await queueMailIfUnread(tx, tie, row, from, now);
  return storeCoalescedNotification(
    tx,
    tie.ownerId,
    { type: "chat", title: `New message from ${from}`, message: `"${row.content}" Open your chat to reply.` },
    now,
  );
}

/** The job that mails the owner a staff message still unread a while after it was sent. */
const UNREAD_MAIL_JOB = "chat.mail-if-unread";

/**
 * "While away" (the chat mail): the owner is told by mail of a staff message they have
 * not read `chatUnreadMinutes` after it was sent, whichever node or device they use; a message
 * read in the chat by then sends nothing. The check is a job queued with the message, due then.
 */
function queueMailIfUnread(
  tx: Db,
  tie: ConversationTie,
  row: ChatMessageWithSender,
  from: string,
  now: Date,
): Promise<void> {
  const runAt = new Date(now.getTime() + notificationMailRules.chatUnreadMinutes * 60_000);
  const path = tie.ownerType === "company_profile" ? "/dashboard/company" : "/student/chat";
  return enqueueJob(
    tx,
    { kind: UNREAD_MAIL_JOB, payload: { messageId: row.id, ownerId: tie.ownerId, from, path }, runAt },
    now,
  );
}

// The excerpt of a message a mail quotes.
const EXCERPT_CHARS = 280;

/** Mails the owner the message if it is still unread, at most once an hour per conversation. */
async function mailIfStillUnread(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  const { messageId, ownerId, from, path } = payload;
  if (typeof messageId !== "string" || typeof ownerId !== "string") return;
  const row = await findMessage(ctx.db, messageId);
  if (!row || row.readAt !== null || row.conversationId !== ownerId) return;
  const content =
    row.content.length > EXCERPT_CHARS ? `${row.content.slice(0, EXCERPT_CHARS - 1)}…` : row.content;
  await ctx.db.transaction((tx) =>
    notifyByMail(ctx, tx, ownerId, "chat", {
      kind: "chat_message",
      data: {
        senderName: typeof from === "string" ? from : "your counselor",
        excerpt: content,
        path: typeof path === "string" ? path : "/student/chat",
      },
      atMostEveryMinutes: notificationMailRules.chatMailEveryMinutes,
    }),
  );
}

/** The chat module's queued job. */
export const chatJobs: readonly JobHandler[] = [{ kind: UNREAD_MAIL_JOB, run: mailIfStillUnread }];

function replayOf(row: ChatMessageWithSender, tie: ConversationTie): SendResult {
  // A client id reused for another conversation is a client bug: it must not pass as a resend.
  if (row.conversationId !== tie.ownerId) {
    throw new AppError("CONFLICT", "This message id was already used for another conversation.", {
      field: "clientMessageId",
    });
  }
  return { message: presentChatMessage(row), replayed: true };
}

// The caller's own conversation: every function below is keyed on actor.userId (the conversation
// id is the caller's account id, there is no other id to pass); the policy keeps staff out.

async function ownTie(ctx: AppContext, actor: Actor): Promise<ConversationTie> {
  authorize(ownsAConversation(actor), "forbidden");
  const tie = await tieOf(ctx, actor.userId);
  authorize(tie !== undefined && isConversationOwner(actor, tie), "forbidden");
  return tie;
}

export async function ownConversation(ctx: AppContext, actor: Actor): Promise<ChatConversation> {
  authorize(ownsAConversation(actor), "forbidden");
  const unreadCount = await countUnread(ctx.db, actor.userId, "staff");
  if (actor.userType === "company_profile") {
    return {
      conversationId: actor.userId,
      counterpart: { name: "Meridian team", role: "team" },
      canSend: true,
      unreadCount,
    };
  }
  const counselor = await findCounselorWithName(ctx.db, actor.userId);
  return {
    conversationId: actor.userId,
    counterpart: counselor
      ? { name: `${counselor.firstName} ${counselor.lastName}`.trim(), role: "counselor" }
      : null,
    canSend: counselor !== null,
    unreadCount,
  };
}

export async function ownHistory(ctx: AppContext, actor: Actor, query: HistoryQuery): Promise<ChatHistory> {
  authorize(ownsAConversation(actor), "forbidden");
  return historyOf(ctx, actor.userId, query);
}

export async function sendAsOwner(
  ctx: AppContext,
  actor: Actor,
  input: SendChatMessage,
): Promise<SendResult> {
  const tie = await ownTie(ctx, actor);
  // A student writes to their counselor: none yet, nothing new can be sent (a resend of a message
  // sent before the counselor left still answers that message).
  return send(ctx, actor, tie, "owner", input, () => {
    if (tie.ownerType === "customer" && tie.counselorId === null)
      throw new AppError("CONFLICT", noCounselorMessage);
  });
}

export async function ownUnreadCount(ctx: AppContext, actor: Actor) {
  authorize(ownsAConversation(actor), "forbidden");
  return { count: await countUnread(ctx.db, actor.userId, "staff") };
}

/**
 * The receiving side marks a message read, once: the first call tells both sides (message_read),
 * a repeat answers the same message and tells nobody. The sender's side, or a stranger, gets the
 * answer of an unknown id.
 */
export async function markRead(ctx: AppContext, actor: Actor, messageId: string): Promise<ChatMessage> {
  const row = await findMessage(ctx.db, messageId);
  const tie = row ? await tieOf(ctx, row.conversationId) : undefined;
  authorize(row !== undefined && tie !== undefined && canMarkRead(actor, tie, row.senderSide), {
    notFound: "Message",
  });
  const readAt = await ctx.db.transaction(async (tx) => {
    const readAt = await markMessageRead(tx, messageId, ctx.now());
    // The owner has read every staff message: the notification that told of them is read too.
    if (readAt && row.senderSide === "staff" && (await countUnread(tx, row.conversationId, "staff")) === 0) {
      await settleNotifications(tx, row.conversationId, "chat", readAt);
    }
    return readAt;
  });
  if (!readAt) return presentChatMessage(row);
  const message = presentChatMessage({ ...row, readAt });
  await publishTo(ctx, tie, {
    type: "message_read",
    timestamp: new Date().toISOString(),
    data: { messageId, conversationId: row.conversationId, readAt: readAt.toISOString() },
  });
  return message;
}

// Staff side of a student's conversation: workedStudent() (students.service) decides first.

export async function studentHistory(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
  query: HistoryQuery,
): Promise<ChatHistory> {
  const student = await workedStudent(ctx, actor, profileId);
  return historyOf(ctx, student.studentId, query);
}

export async function sendToStudent(
  ctx: AppContext,
  actor: Actor,
  profileId: string,
  input: SendChatMessage,
): Promise<SendResult> {
  const student = await workedStudent(ctx, actor, profileId);
  const tie: ConversationTie = {
    ownerId: student.studentId,
    ownerType: "customer",
    counselorId: student.counselorId,
  };
  return send(ctx, actor, tie, "staff", input);
}

/** Unread student messages per student: a counselor's own students, or every student for an admin. */
export async function unreadByStudent(ctx: AppContext, actor: Actor) {
  authorize(canSeeStudentUnread(actor), "forbidden");
  const rows = await unreadPerStudent(ctx.db, actor.teamRole === "admin" ? null : actor.userId);
  return { students: rows.map((row) => ({ studentId: row.studentId, count: row.count })) };
}

/**
 * The team analytics' answer time: the median wait of a counselor's students (every student's for
 * an admin) for a reply, in seconds; null while no wait was answered.
 */
export async function replyTimeFigures(ctx: AppContext, actor: Actor) {
  authorize(canSeeStudentUnread(actor), "forbidden");
  return replyWaits(ctx.db, actor.teamRole === "admin" ? null : actor.userId);
}

// Company conversations: the admins are the team side (decision 036).

async function companyTie(ctx: AppContext, actor: Actor, accountId: string): Promise<ConversationTie> {
  authorize(canWorkCompanyConversations(actor), "forbidden");
  const tie = await tieOf(ctx, accountId);
  authorize(tie?.ownerType === "company_profile", { notFound: "Company account" });
  return tie;
}

export async function listCompanyConversations(ctx: AppContext, actor: Actor) {
  authorize(canWorkCompanyConversations(actor), "forbidden");
  const rows = await companyConversationRows(ctx.db);
  return {
    conversations: rows.map((row) => ({
      accountId: row.accountId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      unreadCount: row.unreadCount,
      lastMessageAt: (row.lastMessageAt ?? new Date(0)).toISOString(),
    })),
  };
}

export async function companyHistory(
  ctx: AppContext,
  actor: Actor,
  accountId: string,
  query: HistoryQuery,
): Promise<ChatHistory> {
  const tie = await companyTie(ctx, actor, accountId);
  return historyOf(ctx, tie.ownerId, query);
}

export async function sendToCompany(
  ctx: AppContext,
  actor: Actor,
  accountId: string,
  input: SendChatMessage,
): Promise<SendResult> {
  const tie = await companyTie(ctx, actor, accountId);
  return send(ctx, actor, tie, "staff", input);
}
