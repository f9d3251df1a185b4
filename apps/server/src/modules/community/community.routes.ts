import { accessRules, communityEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { originOf, requestContextOf } from "../../lib/request-context.js";
import { optionalActorOf } from "../../plugins/auth-session.js";
import { getPostAnswer, listCommentsAnswer, listPostsAnswer } from "./answer-cache.service.js";
import {
  communityStanding,
  createComment,
  createPost,
  deleteComment,
  deletePost,
  likeComment,
  likePost,
  listCategories,
  updateComment,
  updatePost,
} from "./community.service.js";
import { registerCompanyPrivilegeRoutes } from "./company-privileges.routes.js";

/**
 * The forum (decision 044): reads are public (a signed-in reader also sees their likes and their
 * own held content; the hot ones are answered from a per-node cache, decision 053), writes need
 * any signed-in account. Moderation routes live beside these in
 * `moderation.*`.
 */
export function registerCommunityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = { access: "public" } as const;
  const member = { access: accessRules.signedIn };
  const reader = (request: Parameters<typeof optionalActorOf>[0]) => optionalActorOf(request);

  registerEndpoint(app, communityEndpoints.categories, open, () => listCategories(ctx));
  registerEndpoint(app, communityEndpoints.listPosts, open, async ({ request, query }) =>
    listPostsAnswer(ctx, await reader(request), query),
  );
  registerEndpoint(app, communityEndpoints.getPost, open, async ({ request, params }) =>
    getPostAnswer(ctx, await reader(request), params.postId, originOf(request)),
  );
  registerEndpoint(app, communityEndpoints.listComments, open, async ({ request, params, query }) =>
    listCommentsAnswer(ctx, await reader(request), params.postId, query),
  );

  registerEndpoint(app, communityEndpoints.createPost, member, async ({ request, body }) =>
    withEnvelope(await createPost(ctx, requestContextOf(request), body), { status: 201 }),
  );
  registerEndpoint(app, communityEndpoints.updatePost, member, ({ request, params, body }) =>
    updatePost(ctx, requestContextOf(request), params.postId, body),
  );
  registerEndpoint(app, communityEndpoints.deletePost, member, ({ request, params }) =>
    deletePost(ctx, requestContextOf(request), params.postId),
  );
  registerEndpoint(app, communityEndpoints.likePost, member, ({ request, params }) =>
    likePost(ctx, actorOf(request), params.postId, true),
  );
  registerEndpoint(app, communityEndpoints.unlikePost, member, ({ request, params }) =>
    likePost(ctx, actorOf(request), params.postId, false),
  );
  registerEndpoint(app, communityEndpoints.createComment, member, async ({ request, params, body }) =>
    withEnvelope(await createComment(ctx, requestContextOf(request), params.postId, body), {
      status: 201,
    }),
  );
  registerEndpoint(app, communityEndpoints.updateComment, member, ({ request, params, body }) =>
    updateComment(ctx, requestContextOf(request), params.commentId, body),
  );
  registerEndpoint(app, communityEndpoints.deleteComment, member, ({ request, params }) =>
    deleteComment(ctx, requestContextOf(request), params.commentId),
  );
  registerEndpoint(app, communityEndpoints.likeComment, member, ({ request, params }) =>
    likeComment(ctx, actorOf(request), params.commentId, true),
  );
  registerEndpoint(app, communityEndpoints.unlikeComment, member, ({ request, params }) =>
    likeComment(ctx, actorOf(request), params.commentId, false),
  );
  registerEndpoint(app, communityEndpoints.standing, member, ({ request }) =>
    communityStanding(ctx, actorOf(request)),
  );
  registerCompanyPrivilegeRoutes(app, ctx);
}
