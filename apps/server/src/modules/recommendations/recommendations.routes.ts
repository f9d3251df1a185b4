import { accessRules, recommendationEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { chooseRecommendation, listRecommendations, listShortlist } from "./recommendations.service.js";

/** The signed-in student's recommendations and their saved/dismissed choices. */
export function registerRecommendationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const own = { access: accessRules.customer };
  registerEndpoint(app, recommendationEndpoints.list, own, ({ request }) =>
    listRecommendations(ctx, actorOf(request)),
  );
  registerEndpoint(app, recommendationEndpoints.shortlist, own, ({ request }) =>
    listShortlist(ctx, actorOf(request)),
  );
  registerEndpoint(app, recommendationEndpoints.choose, own, ({ request, params, body }) =>
    chooseRecommendation(ctx, actorOf(request), params.universityId, body.choice),
  );
}
