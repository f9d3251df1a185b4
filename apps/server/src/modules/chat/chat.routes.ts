import { accessRules, chatEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import {
  companyHistory,
  listCompanyConversations,
  markRead,
  ownConversation,
  ownHistory,
  ownUnreadCount,
  type SendResult,
  sendAsOwner,
  sendToCompany,
  sendToStudent,
  studentHistory,
  unreadByStudent,
} from "./chat.service.js";

/** A new message answers 201; a resend of one answers the first with 200. */
const sent = ({ message, replayed }: SendResult) => withEnvelope(message, { status: replayed ? 200 : 201 });

/** Chat between a student (or company account) and the team (decision 036). */
export function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const own = { access: accessRules.customerOrCompany };
  registerEndpoint(app, chatEndpoints.conversation, own, ({ request }) =>
    ownConversation(ctx, actorOf(request)),
  );
  registerEndpoint(app, chatEndpoints.history, own, ({ request, query }) =>
    ownHistory(ctx, actorOf(request), query),
  );
  registerEndpoint(app, chatEndpoints.send, own, async ({ request, body }) =>
    sent(await sendAsOwner(ctx, actorOf(request), body)),
  );
  registerEndpoint(app, chatEndpoints.unreadCount, own, ({ request }) =>
    ownUnreadCount(ctx, actorOf(request)),
  );
  // Either side may mark: the service lets only the receiving side through.
  registerEndpoint(app, chatEndpoints.markRead, { access: accessRules.signedIn }, ({ request, params }) =>
    markRead(ctx, actorOf(request), params.messageId),
  );

  const staff = { access: accessRules.staff };
  registerEndpoint(app, chatEndpoints.studentHistory, staff, ({ request, params, query }) =>
    studentHistory(ctx, actorOf(request), params.studentId, query),
  );
  registerEndpoint(app, chatEndpoints.sendToStudent, staff, async ({ request, params, body }) =>
    sent(await sendToStudent(ctx, actorOf(request), params.studentId, body)),
  );
  registerEndpoint(app, chatEndpoints.unreadByStudent, staff, ({ request }) =>
    unreadByStudent(ctx, actorOf(request)),
  );

  const admin = { access: accessRules.admin };
  registerEndpoint(app, chatEndpoints.companyConversations, admin, ({ request }) =>
    listCompanyConversations(ctx, actorOf(request)),
  );
  registerEndpoint(app, chatEndpoints.companyHistory, admin, ({ request, params, query }) =>
    companyHistory(ctx, actorOf(request), params.accountId, query),
  );
  registerEndpoint(app, chatEndpoints.sendToCompany, admin, async ({ request, params, body }) =>
    sent(await sendToCompany(ctx, actorOf(request), params.accountId, body)),
  );
}
