import { accessRules, communityEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { originOf } from "../../plugins/auth-session.js";
import {
  blockedWords,
  liftSuspension,
  moderateComment,
  moderatePost,
  moderationQueue,
  reportContent,
  setBlockedWords,
  suspendUser,
  warnUser,
} from "./moderation.service.js";

/** Reports (any signed-in user) and the admins' moderation: the queue, actions, warnings, suspensions, blocked words. */
export function registerModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(
    app,
    communityEndpoints.report,
    { access: accessRules.signedIn },
    async ({ request, body }) => {
      const { receipt, created } = await reportContent(ctx, actorOf(request), body, originOf(request));
      // A repeat answers the open report it already made.
      return withEnvelope(receipt, { status: created ? 201 : 200 });
    },
  );
  registerEndpoint(app, communityEndpoints.queue, admin, ({ request }) =>
    moderationQueue(ctx, actorOf(request)),
  );
  registerEndpoint(app, communityEndpoints.moderatePost, admin, ({ request, params, body }) =>
    moderatePost(ctx, actorOf(request), params.postId, body, originOf(request)),
  );
  registerEndpoint(app, communityEndpoints.moderateComment, admin, ({ request, params, body }) =>
    moderateComment(ctx, actorOf(request), params.commentId, body, originOf(request)),
  );
  registerEndpoint(app, communityEndpoints.warnUser, admin, ({ request, params, body }) =>
    warnUser(ctx, actorOf(request), params.userId, body, originOf(request)),
  );
  registerEndpoint(app, communityEndpoints.suspendUser, admin, ({ request, params, body }) =>
    suspendUser(ctx, actorOf(request), params.userId, body, originOf(request)),
  );
  registerEndpoint(app, communityEndpoints.liftSuspension, admin, ({ request, params }) =>
    liftSuspension(ctx, actorOf(request), params.userId, originOf(request)),
  );
  registerEndpoint(app, communityEndpoints.blockedWords, admin, ({ request }) =>
    blockedWords(ctx, actorOf(request)),
  );
  registerEndpoint(app, communityEndpoints.setBlockedWords, admin, ({ request, body }) =>
    setBlockedWords(ctx, actorOf(request), body, originOf(request)),
  );
}
