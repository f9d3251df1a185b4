import { accessRules, notificationEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../lib/actor.js";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import {
  listForUser,
  markEveryRead,
  markOneRead,
  preferencesOf,
  removeOne,
  setPreferences,
  unreadCount,
  unsubscribe,
} from "./notifications.service.js";

/** The caller's own notifications; every query is scoped to the signed-in user. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A user's own notifications stay readable while a temporary password waits to be replaced.
  const own = { access: accessRules.signedIn, allowTemporaryPassword: true };
  registerEndpoint(app, notificationEndpoints.list, own, ({ request, query }) =>
    listForUser(ctx, actorOf(request), query),
  );
  // A count, polled by every signed-in page: under the compression threshold.
  registerEndpoint(app, notificationEndpoints.unreadCount, { ...own, compress: false }, ({ request }) =>
    unreadCount(ctx, actorOf(request)),
  );
  registerEndpoint(app, notificationEndpoints.markAllRead, own, ({ request }) =>
    markEveryRead(ctx, actorOf(request)),
  );
  registerEndpoint(app, notificationEndpoints.getPreferences, own, ({ request }) =>
    preferencesOf(ctx, actorOf(request)),
  );
  registerEndpoint(app, notificationEndpoints.updatePreferences, own, ({ request, body }) =>
    setPreferences(ctx, actorOf(request), body),
  );
  registerEndpoint(app, notificationEndpoints.markRead, own, ({ request, params }) =>
    markOneRead(ctx, actorOf(request), params.id),
  );
  registerEndpoint(app, notificationEndpoints.remove, own, ({ request, params }) =>
    removeOne(ctx, actorOf(request), params.id),
  );
  registerUnsubscribeRoute(app, ctx);
}

/** The one-click unsubscribe takes a form field at most (RFC 8058's `List-Unsubscribe=One-Click`). */
const UNSUBSCRIBE_BODY_LIMIT_BYTES = 1024;

/**
 * POST /api/mail/unsubscribe: public and exempt from CSRF (a mail client has no session and no
 * token; the signed link is the proof, and all it can do is turn one mail off). Its own scope
 * reads the form body mail clients send beside the app's JSON.
 */
function registerUnsubscribeRoute(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // RFC 8058 lets a client send the same field as multipart/form-data. The token is in the
    // address either way, and the field says nothing more, so the (small) body is read and dropped.
    scope.addContentTypeParser("multipart/form-data", { parseAs: "string" }, (_request, _body, done) =>
      done(null, {}),
    );
    registerEndpoint(
      scope,
      notificationEndpoints.unsubscribe,
      { access: "public", csrf: false, bodyLimit: UNSUBSCRIBE_BODY_LIMIT_BYTES },
      ({ query, body }) => unsubscribe(ctx, query.token ?? body?.token),
    );
  });
}
