import { paymentWebhookEndpoint } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { receiveWebhook } from "./stripe-webhook.js";

/** Stripe's events are a few kilobytes; a body past this is not one. */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * POST /api/webhooks/subscription: Stripe's events. Public (Stripe has no session) and exempt
 * from CSRF (no browser sends it): the signature over the raw body is its authentication. The
 * route lives in a scope of its own whose only body parser keeps the bytes as they came, whatever
 * the content type, since a signature over re-serialized JSON would never match; every other
 * route keeps the app's JSON parser. The body limit still applies (413 in the envelope).
 */
export function registerStripeWebhookRoute(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    registerEndpoint(
      scope,
      paymentWebhookEndpoint,
      { access: "public", csrf: false, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      async ({ request }) => {
        const header = request.headers["stripe-signature"];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const receipt = await receiveWebhook(ctx, body, typeof header === "string" ? header : undefined);
        if (receipt.status === 404) throw new AppError("NOT_FOUND", receipt.error ?? "Not found");
        if (receipt.status === 400) {
          request.log.warn({ refusal: receipt.refusal }, "webhook refused");
          throw new AppError("BAD_REQUEST", receipt.error ?? "Bad request");
        }
        if (!receipt.ack) throw new Error("an accepted webhook came without its acknowledgement");
        return receipt.ack;
      },
    );
  });
}
