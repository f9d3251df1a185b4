import { accessRules, mailEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import { listMail, readMail } from "./mail.service.js";

/** The admins' view of the product's mail: the outbox of the embedded default, and what was sent. */
export function registerMailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { access: accessRules.admin };
  registerEndpoint(app, mailEndpoints.list, admin, ({ request, query }) =>
    listMail(ctx, actorOf(request), query),
  );
  registerEndpoint(app, mailEndpoints.get, admin, ({ request, params }) =>
    readMail(ctx, requestContextOf(request), params.id),
  );
}
