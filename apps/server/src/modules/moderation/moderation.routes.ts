import { accessRules, communityEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
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
      const { receipt, created } = await reportContent(ctx, requestContextOf(request), body);
      // A repeat answers the open report it already made.
      return withEnvelope(receipt, { status: created ? 201 : 200 });
    },
  );
  registerEndpoint(app, communityEndpoints.queue, admin, ({ request }) =>
    moderationQueue(ctx, actorOf(request)),
  );
  registerEndpoint(app, communityEndpoints.moderatePost, admin, ({ request, params, body }) =>
    moderatePost(ctx, requestContextOf(request), params.postId, body),
  );
  registerEndpoint(app, communityEndpoints.moderateComment, admin, ({ request, params, body }) =>
    moderateComment(ctx, requestContextOf(request), params.commentId, body),
  );
  registerEndpoint(app, communityEndpoints.warnUser, admin, ({ request, params, body }) =>
    warnUser(ctx, requestContextOf(request), params.userId, body),
  );
  registerEndpoint(app, communityEndpoints.suspendUser, admin, ({ request, params, body }) =>
    suspendUser(ctx, requestContextOf(request), params.userId, body),
  );
  registerEndpoint(app, communityEndpoints.liftSuspension, admin, ({ request, params }) =>
    liftSuspension(ctx, requestContextOf(request), params.userId),
  );
  registerEndpoint(app, communityEndpoints.blockedWords, admin, ({ request }) =>
    blockedWords(ctx, actorOf(request)),
  );
  registerEndpoint(app, communityEndpoints.setBlockedWords, admin, ({ request, body }) =>
    setBlockedWords(ctx, requestContextOf(request), body),
  );
}
