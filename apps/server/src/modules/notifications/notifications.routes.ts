import { notificationEndpoints } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../lib/context.js";
import { registerEndpoint } from "../../lib/register-endpoint.js";
import { requireAuth } from "../../plugins/auth-session.js";
import {
  listForUser,
  markEveryRead,
  markOneRead,
  preferencesOf,
  removeOne,
  setPreferences,
  unreadCount,
} from "./notifications.service.js";

/** The caller's own notifications; every query is scoped to the signed-in user. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A user's own notifications stay readable while a temporary password waits to be replaced.
  const own = { access: "authenticated", allowTemporaryPassword: true } as const;
  registerEndpoint(app, notificationEndpoints.list, own, ({ request, query }) =>
    listForUser(ctx, requireAuth(request).user.id, query),
  );
  registerEndpoint(app, notificationEndpoints.unreadCount, own, ({ request }) =>
    unreadCount(ctx, requireAuth(request).user.id),
  );
  registerEndpoint(app, notificationEndpoints.markAllRead, own, ({ request }) =>
    markEveryRead(ctx, requireAuth(request).user.id),
  );
  registerEndpoint(app, notificationEndpoints.getPreferences, own, ({ request }) =>
    preferencesOf(ctx, requireAuth(request).user.id),
  );
  registerEndpoint(app, notificationEndpoints.updatePreferences, own, ({ request, body }) =>
    setPreferences(ctx, requireAuth(request).user.id, body),
  );
  registerEndpoint(app, notificationEndpoints.markRead, own, ({ request, params }) =>
    markOneRead(ctx, requireAuth(request).user.id, params.id),
  );
  registerEndpoint(app, notificationEndpoints.remove, own, ({ request, params }) =>
    removeOne(ctx, requireAuth(request).user.id, params.id),
  );
}
