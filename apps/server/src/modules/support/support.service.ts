import {
  type EndpointBody,
  type SupportTopic,
  type supportEndpoints,
  supportMessages,
  supportTopicLabels,
  type UserType,
} from "@meridian/contract";
import type { Actor } from "../../lib/actor.js";
import { AppError } from "../../lib/app-error.js";
import type { AppContext, RequestOrigin } from "../../lib/context.js";
import { consumeMathChallenge } from "../auth/challenge.service.js";
import { notify } from "../notifications/notifications.service.js";
import { findUserById, listActiveAdminIds } from "../users/users.service.js";
import { supportLimits } from "./support.limits.js";
import { mustProveHuman } from "./support.policy.js";

type ContactBody = EndpointBody<typeof supportEndpoints.contact>;

interface Sender {
  name: string;
  email: string;
  /** How the team knows them: "a student", "a guest (not signed in)". */
  standing: string;
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
  return { name: body.name, email: body.email, standing: "a guest (not signed in)" };
}

/** The notification the admins get: the topic in the title, the sender and their words in the text. */
function notificationOf(topic: SupportTopic, sender: Sender, message: string) {
  return {
    type: "system" as const,
    // A request for the admins' work, not an announcement: switching "system" off does not hide it.
    evenIfSwitchedOff: true,
    title: `Support request: ${supportTopicLabels[topic]}`,
    message: `From ${sender.name} <${sender.email}>, ${sender.standing}:\n\n${message}`,
  };
}

/**
 * Sends a message to the support team: every active admin gets it as a notification, live.
 * Anybody may write (the route is public), so there is no record to authorize; the throttle and,
 * for guests, the math challenge are the gate. Nothing is written but the notifications.
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

  const notification = notificationOf(body.topic, sender, body.message);
  let delivered = 0;
  for (const adminId of await listActiveAdminIds(ctx.db)) {
    if (await notify(ctx, adminId, notification)) delivered += 1;
  }
  // No active admin to read it: the writer must not be told it arrived.
  if (delivered === 0) throw new AppError("SERVICE_UNAVAILABLE", supportMessages.unreachable);
  return { message: supportMessages.sent };
}
