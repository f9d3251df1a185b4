import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { pageQuery } from "./common/paging.js";
import { idParams } from "./common/record-id.js";

/** Kinds of notification a user can switch off in settings. */
export const NotificationTypeSchema = z.enum([
  "welcome",
  "security",
  "team",
  "application",
  "document",
  "chat",
  "community",
  "billing",
  "system",
]);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const notificationTypeLabels: Record<NotificationType, string> = {
  welcome: "Welcome and onboarding",
  security: "Security alerts (new sign-ins)",
  team: "Team updates",
  application: "Application updates",
  document: "Document updates",
  chat: "Chat messages",
  community: "Community activity",
  billing: "Plans and payments",
  system: "Service announcements",
};

export const NotificationSchema = z.object({
  id: z.uuid(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** Position in the user's stream: a reconnecting client sends the last one it saw. */
  sequence: z.number().int(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.object({
  filter: z.enum(["all", "unread"]).default("all"),
  ...pageQuery(20, 100),
});

/** Beside a page of notifications: how many the filter matches in all, and whether more follow. */
export const NotificationPageMetaSchema = z.object({
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const NotificationPreferencesSchema = z.object({
  /** Types switched off: they are neither stored nor pushed. */
  disabledTypes: z.array(NotificationTypeSchema),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

const IdParams = idParams("notification");

export const notificationEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/notifications",
    summary: "The caller's notifications, newest first",
    tags: ["notifications"],
    query: NotificationListQuerySchema,
    response: z.array(NotificationSchema),
    meta: NotificationPageMetaSchema,
  }),
  unreadCount: defineEndpoint({
    method: "GET",
    path: "/api/notifications/unread-count",
    summary: "How many of the caller's notifications are unread",
    tags: ["notifications"],
    response: z.object({ count: z.number().int() }),
  }),
  markRead: defineEndpoint({
    method: "PUT",
    path: "/api/notifications/{id}/read",
    summary: "Mark one notification read",
    tags: ["notifications"],
    params: IdParams,
    response: NotificationSchema,
  }),
  markAllRead: defineEndpoint({
    method: "PUT",
    path: "/api/notifications/read-all",
    summary: "Mark every notification read, in one transaction",
    tags: ["notifications"],
    response: z.object({ updated: z.number().int() }),
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/notifications/{id}",
    summary: "Delete one notification",
    tags: ["notifications"],
    params: IdParams,
    response: z.object({ id: z.uuid() }),
  }),
  getPreferences: defineEndpoint({
    method: "GET",
    path: "/api/notifications/preferences",
    summary: "Which notification types the caller receives",
    tags: ["notifications"],
    response: NotificationPreferencesSchema,
  }),
  updatePreferences: defineEndpoint({
    method: "PUT",
    path: "/api/notifications/preferences",
    summary: "Switch notification types on or off",
    tags: ["notifications"],
    body: NotificationPreferencesSchema,
    response: NotificationPreferencesSchema,
  }),
} as const;
