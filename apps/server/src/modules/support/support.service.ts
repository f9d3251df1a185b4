import {
  type EndpointBody,
  type EndpointData,
  type EndpointQuery,
  type SupportRequest,
  type SupportTopic,
  type supportEndpoints,
  supportMessages,
  supportTopicLabels,
  type UserType,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import { authorize } from "../../lib/authorize.js";
import type { AppContext } from "../../lib/context.js";
import type { RequestOrigin } from "../../lib/request-context.js";
import { consumeMathChallenge } from "../auth/challenge.service.js";
import { queueMail } from "../mail/mail.service.js";
import { publishNotifications, storeNotifications } from "../notifications/notifications.service.js";
import { findUserById, listActiveAdminIds } from "../users/users.service.js";
import { supportLimits } from "./support.limits.js";
import { canWorkSupportRequests, mustProveHuman } from "./support.policy.js";
import { presentSupportRequest } from "./support.presenter.js";
import {
  findSupportRequest,
  insertSupportReply,
  insertSupportRequest,
  listSupportRequests as listRequestRows,
  repliesOf,
  setSupportRequestStatus,
} from "./support.repository.js";

type ContactBody = EndpointBody<typeof supportEndpoints.contact>;

interface Sender {
  name: string;
  email: string;
  /** How the team knows them: "a student", "a guest (not signed in)". */
  standing: string;
  kind: SupportRequest["sender"]["kind"];
  userId: string | null;
}

const standingOf: Record<UserType, string> = {
  customer: "a signed-in student",
  team_member: "a signed-in team member",
  company_profile: "a signed-in company account",
};

/** A signed-in caller, by their account: the name and email typed in the form are not used. */
async function accountSender(ctx: AppContext, actor: Actor): Promise<Sender> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new AppError("AUTH_REQUIRED", "Please sign in to continue.");
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    standing: standingOf[user.userType],
    kind: user.userType,
    userId: user.id,
  };
}

/** A guest: a name and an address to answer, and the math challenge solved (used up here). */
async function guestSender(ctx: AppContext, body: ContactBody): Promise<Sender> {
  if (!body.name) throw new AppError("VALIDATION_ERROR", supportMessages.nameRequired, { field: "name" });
  if (!body.email) throw new AppError("VALIDATION_ERROR", supportMessages.emailRequired, { field: "email" });
  if (!body.mathAnswer) {
    throw new AppError("VALIDATION_ERROR", supportMessages.challengeRequired, { field: "mathAnswer" });
  }
  await consumeMathChallenge(ctx, ctx.db, body.mathChallenge ?? "", body.mathAnswer);
  return {
    name: body.name,
    email: body.email,
    standing: "a guest (not signed in)",
    kind: "guest",
    userId: null,
  };
}

/** The notification the admins get: the topic in the title, the sender and their words in the text. */
function notificationOf(topic: SupportTopic, sender: Sender, message: string) {
  return {
    type: "system" as const,
    // A request for the admins' work, not an announcement: switching "system" off does not hide it.
    evenIfSwitchedOff: true,
    title: `Support request: ${supportTopicLabels[topic]}`,
    message: `From ${sender.name} <${sender.email}>, ${sender.standing}:\n\n${message}\n\n${supportMessages.whereToFind}`,
  };
}

/**
 * Sends a message to the support team: it joins the admins' queue (open), and every active admin
 * gets it as a notification, live. Anybody may write (the route is public), so there is no record
 * to authorize; the throttle and, for guests, the math challenge are the gate.
 */
export async function contactSupport(
  ctx: AppContext,
  actor: Actor | null,
  body: ContactBody,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  if (mustProveHuman(actor)) await ctx.limiter.consume(supportLimits.perIp, origin.ip);
  else await ctx.limiter.consume(supportLimits.perUser, actor.userId);
  const sender = mustProveHuman(actor) ? await guestSender(ctx, body) : await accountSender(ctx, actor);

  // No active admin to read it: the writer must not be told it arrived, and nothing is kept.
  const admins = await listActiveAdminIds(ctx.db);
  if (admins.length === 0) throw new AppError("SERVICE_UNAVAILABLE", supportMessages.unreachable);
  const notification = notificationOf(body.topic, sender, body.message);
  const now = ctx.now();
  // The message and every admin's notification land together or not at all: a failure leaves
  // nothing to find twice when the sender tries again.
  const stored = await ctx.db.transaction(async (tx) => {
    await insertSupportRequest(tx, {
      topic: body.topic,
      senderName: sender.name,
      senderEmail: sender.email,
      senderKind: sender.kind,
      userId: sender.userId,
      message: body.message,
      createdAt: now,
    });
    return storeNotifications(tx, admins, notification, now);
  });
  await publishNotifications(ctx, stored);
  return { message: supportMessages.sent };
}

const SUPPORT_REQUEST_NOT_FOUND = { notFound: "Support request" } as const;

/** One page of the admins' queue, newest first. */
export async function listSupportRequests(
  ctx: AppContext,
  actor: Actor,
  query: EndpointQuery<typeof supportEndpoints.requests>,
): Promise<EndpointData<typeof supportEndpoints.requests>> {
  authorize(canWorkSupportRequests(actor), "forbidden");
  const { rows, total } = await listRequestRows(ctx.db, query);
  const replies = await repliesOf(
    ctx.db,
    rows.map((row) => row.request.id),
  );
  return { requests: rows.map((row) => presentSupportRequest(row, replies)), total };
}

/** Marks a message handled (answered by email) or open again; the same status again changes nothing. */
export async function updateSupportRequest(
  ctx: AppContext,
  actor: Actor,
  requestId: string,
  body: EndpointBody<typeof supportEndpoints.update>,
): Promise<SupportRequest> {
  authorize(canWorkSupportRequests(actor), "forbidden");
  // An unknown id updates nothing and is not found afterwards: one read, after the write.
  await setSupportRequestStatus(ctx.db, requestId, { status: body.status, by: actor.userId, at: ctx.now() });
  return presentRequest(ctx, requestId);
}

/** A request as the queue shows it after a change; an unknown id is 404. */
async function presentRequest(ctx: AppContext, requestId: string): Promise<SupportRequest> {
  const row = await findSupportRequest(ctx.db, requestId);
  authorize(row !== undefined, SUPPORT_REQUEST_NOT_FOUND);
  return presentSupportRequest(row, await repliesOf(ctx.db, [requestId]));
}

/**
 * Answers a message by mail to the address its sender gave (decision 096): the answer is kept with
 * the message and the mail queued in one transaction, and the message is marked handled.
 */
export async function replyToSupportRequest(
  ctx: AppContext,
  actor: Actor,
  requestId: string,
  body: EndpointBody<typeof supportEndpoints.reply>,
): Promise<SupportRequest> {
  authorize(canWorkSupportRequests(actor), "forbidden");
  const found = await findSupportRequest(ctx.db, requestId);
  authorize(found !== undefined, SUPPORT_REQUEST_NOT_FOUND);
  const { request } = found;
  const admin = await findUserById(ctx.db, actor.userId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await insertSupportReply(tx, {
      requestId,
      authorId: actor.userId,
      message: body.message,
      createdAt: now,
    });
    await setSupportRequestStatus(tx, requestId, { status: "handled", by: actor.userId, at: now });
    await queueMail(ctx, tx, {
      kind: "support_reply",
      to: request.senderEmail,
      userId: request.userId,
      data: {
        name: request.senderName,
        topicLabel: supportTopicLabels[request.topic],
        answer: body.message,
        question: request.message,
        adminName: admin ? admin.firstName : "The team",
      },
    });
  });
  return presentRequest(ctx, requestId);
}
