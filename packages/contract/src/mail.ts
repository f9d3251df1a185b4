import { z } from "zod";
import { defineEndpoint } from "./common/endpoint.js";
import { PageMetaSchema } from "./common/envelope.js";
import { pageQuery } from "./common/paging.js";
import { idParams } from "./common/record-id.js";

/**
 * Every mail the product sends. `optional` ones can be turned off by their recipient (and carry
 * a one-click unsubscribe); the others answer something the recipient did or must know about
 * their account, and always go.
 */
export const mailKinds = [
  "staff_invitation",
  "password_reset",
  "password_changed",
  "email_verification",
  "new_device_sign_in",
  "support_reply",
  "application_status",
  "document_reviewed",
  "chat_message",
  "payment_reviewed",
  "weekly_digest",
] as const;
export const MailKindSchema = z.enum(mailKinds);
export type MailKind = z.infer<typeof MailKindSchema>;

export const mailKindLabels: Record<MailKind, string> = {
  staff_invitation: "Team invitation",
  password_reset: "Password reset",
  password_changed: "Password changed",
  email_verification: "Email verification",
  new_device_sign_in: "Sign-in from a new device",
  support_reply: "Answer from support",
  application_status: "Application status changed",
  document_reviewed: "Document reviewed",
  chat_message: "New chat message",
  payment_reviewed: "Payment reviewed",
  weekly_digest: "Weekly digest",
};

/**
 * The kinds a recipient may turn off: news of what someone else did. Each carries a one-click
 * unsubscribe (`List-Unsubscribe`, RFC 8058) and a footer link to the unsubscribe page.
 */
export const optionalMailKinds = [
  "application_status",
  "document_reviewed",
  "chat_message",
  "payment_reviewed",
  "weekly_digest",
] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof optionalMailKinds)[number];

export function isOptionalMailKind(kind: MailKind): kind is OptionalMailKind {
  return (optionalMailKinds as readonly MailKind[]).includes(kind);
}

/**
 * Where a message is: queued for the job runner; sent to the SMTP server; kept in the outbox (no
 * `SMTP_URL`: the embedded default, read by admins); failed after its last try.
 */
export const mailStatuses = ["queued", "sent", "outbox", "failed"] as const;
export const MailStatusSchema = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof MailStatusSchema>;

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  outbox: "In the outbox",
  failed: "Failed",
};

export const mailLimits = {
  /** Messages on one page of the admins' list. */
  pageMax: 100,
} as const;

/** A message in the admins' list. */
export const MailMessageSummarySchema = z.object({
  id: z.uuid(),
  kind: MailKindSchema,
  kindLabel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  status: MailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessageSummary = z.infer<typeof MailMessageSummarySchema>;

/**
 * A message as its recipient sees it. The body is kept only while the message waits and, in the
 * outbox, after: a message the SMTP server took keeps its subject but not its body (decision 091).
 */
export const MailMessageSchema = MailMessageSummarySchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const MailListQuerySchema = z.object({
  status: z.enum([...mailStatuses, "all"]).default("all"),
  ...pageQuery(25, mailLimits.pageMax, 1_000_000),
});

export const mailEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/mail",
    summary: "Mail the product has queued, sent or kept in its outbox, newest first (admin)",
    tags: ["mail"],
    query: MailListQuerySchema,
    response: z.array(MailMessageSummarySchema),
    meta: PageMetaSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/admin/mail/{id}",
    summary: "One message as its recipient sees it, HTML and plain text (admin; reading it is audited)",
    tags: ["mail"],
    params: idParams("message"),
    response: MailMessageSchema,
  }),
} as const;
