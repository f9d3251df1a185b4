import { accessRules, subscriptionEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { idempotencyKeyOf } from "../../lib/idempotency.js";
import { registerEndpoint, withEnvelope } from "../../lib/register-endpoint.js";
import { requestContextOf } from "../../lib/request-context.js";
import {
  approvePaymentRequest,
  cancelPaymentRequest,
  cancelSubscription,
  checkout,
  listPaymentRequests,
  myReceipts,
  mySubscription,
  recordConversion,
  rejectPaymentRequest,
  resumeSubscription,
} from "./subscriptions.service.js";

/** A student's plan and purchases; the admins' approvals queue and internal payments. */
export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const customer = { access: accessRules.customer };
  const admin = { access: accessRules.admin };
  registerEndpoint(app, subscriptionEndpoints.mine, customer, ({ request }) =>
    mySubscription(ctx, actorOf(request)),
  );
  registerEndpoint(app, subscriptionEndpoints.checkout, customer, async ({ request, reply, body }) => {
    const { result, replayed } = await checkout(ctx, requestContextOf(request), body, {
      idempotencyKey: idempotencyKeyOf(request),
    });
    if (replayed) reply.header("idempotent-replayed", "true");
    return withEnvelope(result, { status: replayed ? 200 : 201 });
  });
  registerEndpoint(app, subscriptionEndpoints.cancel, customer, ({ request }) =>
    cancelSubscription(ctx, requestContextOf(request)),
  );
  registerEndpoint(app, subscriptionEndpoints.resume, customer, ({ request }) =>
    resumeSubscription(ctx, requestContextOf(request)),
  );
  registerEndpoint(app, subscriptionEndpoints.cancelRequest, customer, ({ request, params }) =>
    cancelPaymentRequest(ctx, requestContextOf(request), params.requestId),
  );
  registerEndpoint(app, subscriptionEndpoints.receipts, customer, ({ request }) =>
    myReceipts(ctx, actorOf(request)),
  );
  registerEndpoint(app, subscriptionEndpoints.requests, admin, ({ request, query }) =>
    listPaymentRequests(ctx, actorOf(request), query),
  );
  registerEndpoint(app, subscriptionEndpoints.approve, admin, ({ request, params, body }) =>
    approvePaymentRequest(ctx, requestContextOf(request), params.requestId, body),
  );
  registerEndpoint(app, subscriptionEndpoints.reject, admin, ({ request, params, body }) =>
    rejectPaymentRequest(ctx, requestContextOf(request), params.requestId, body),
  );
  registerEndpoint(app, subscriptionEndpoints.conversion, admin, async ({ request, reply, body }) => {
    const result = await recordConversion(ctx, requestContextOf(request), body, {
      idempotencyKey: idempotencyKeyOf(request),
    });
    if (result.replayed) reply.header("idempotent-replayed", "true");
    return withEnvelope(result, { status: result.replayed ? 200 : 201 });
  });
}
