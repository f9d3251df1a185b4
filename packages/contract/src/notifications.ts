import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { pageQuery } from "./common/paging.js";
import { idParams } from "./common/record-id.js";
import { text } from "./common/text.js";
import { MailKindSchema, type OptionalMailKind } from "./mail.js";

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

/**
 * The types that also come by email (the list: an application's status, a document's
 * review, a chat message while away, a payment's review). The others are in-app only.
 */
export const emailNotificationTypes = ["application", "document", "chat", "billing"] as const;
export const EmailNotificationTypeSchema = z.enum(emailNotificationTypes);
export type EmailNotificationType = z.infer<typeof EmailNotificationTypeSchema>;

/** When the optional mails go. */
export const notificationMailRules = {
  /**
   * A chat message is mailed when it is still unread this long after it was sent: the recipient
   * is away (a reader in the chat has read it by then).
   */
  chatUnreadMinutes: 15,
  /** At most one chat mail per conversation in this many minutes. */
  chatMailEveryMinutes: 60,
  /** The digest's period, and the unread notifications it lists at most. */
  digestEveryDays: 7,
  digestItems: 10,
} as const;

/** What the one-click unsubscribe of each optional mail turns off: its type's email, or the digest. */
export const unsubscribeTargets: Record<OptionalMailKind, EmailNotificationType | "weeklyDigest"> = {
  application_status: "application",
  document_reviewed: "document",
  chat_message: "chat",
  payment_reviewed: "billing",
  weekly_digest: "weeklyDigest",
};

export const NotificationPreferencesSchema = z.object({
  /** Types switched off: they are neither stored nor pushed. */
  disabledTypes: z.array(NotificationTypeSchema),
  /** Types whose email is switched off (on by default); the in-app notification is separate. */
  emailDisabledTypes: z.array(EmailNotificationTypeSchema),
  /** A weekly mail summing up unread notifications; off by default. */
  weeklyDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** A change of preferences: what is left out stays as it is. */
export const NotificationPreferencesUpdateSchema = z
  .strictObject(NotificationPreferencesSchema.shape)
  .partial();
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

/** The signed token of an unsubscribe link (a mail's footer, its `List-Unsubscribe` header). */
const UnsubscribeTokenSchema = text().min(1, "The link has no token").max(512, "This link is not valid");

export const MailUnsubscribeQuerySchema = z.strictObject({ token: UnsubscribeTokenSchema.optional() });

/**
 * The one-click unsubscribe's body: the page sends `{ token }`; a mail client (RFC 8058) sends the
 * form field `List-Unsubscribe=One-Click` with the token in the address.
 */
export const MailUnsubscribeBodySchema = z
  .strictObject({
    token: UnsubscribeTokenSchema.optional(),
    "List-Unsubscribe": z.literal("One-Click").optional(),
  })
  .optional();

export const MailUnsubscribeResultSchema = z.object({
  kind: MailKindSchema,
  /** The mail turned off, in words ("Chat messages", "Weekly digest"). */
  label: z.string(),
});
export type MailUnsubscribeResult = z.infer<typeof MailUnsubscribeResultSchema>;

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
    summary: "Switch notification types on or off, in the app and by email, and the weekly digest",
    tags: ["notifications"],
    body: NotificationPreferencesUpdateSchema,
    response: NotificationPreferencesSchema,
  }),
  unsubscribe: defineEndpoint({
    method: "POST",
    path: "/api/mail/unsubscribe",
    summary:
      "Turns off one kind of optional mail for the link's recipient (public: the signed token is the proof; one click, RFC 8058)",
    tags: ["notifications", "mail"],
    query: MailUnsubscribeQuerySchema,
    body: MailUnsubscribeBodySchema,
    response: MailUnsubscribeResultSchema,
  }),
} as const;
