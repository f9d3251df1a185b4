import { z } from "zod";
import { EmailSchema, StudentRegisterBodySchema } from "./auth.js";
import { defineEndpoint } from "./common/endpoint.js";
import { pageQuery } from "./common/paging.js";
import { recordId } from "./common/record-id.js";
import { UserTypeSchema } from "./common/roles.js";
import { text } from "./common/text.js";

/** What a support request is about: the admins' notification is titled with it. */
export const supportTopics = ["plans", "payments", "account", "demo", "other"] as const;
export const SupportTopicSchema = z.enum(supportTopics, "Choose what your message is about");
export type SupportTopic = z.infer<typeof SupportTopicSchema>;

export const supportTopicLabels: Record<SupportTopic, string> = {
  plans: "Plans and pricing",
  payments: "Payments and receipts",
  account: "My account",
  demo: "A demo for my school or agency",
  other: "Something else",
};

export const supportLimits = {
  nameMax: 120,
  messageMax: 2000,
  /** An admin's answer, mailed to the sender. */
  replyMax: 5000,
  /** Support requests on one page of the admins' queue. */
  requestsPageMax: 50,
} as const;

export const supportMessages = {
  nameRequired: "Enter your name",
  emailRequired: "Enter your email address so the team can answer",
  challengeRequired: "Please solve the math problem",
  sent: "Your message has reached the support team. They will answer by email.",
  unreachable: "The support team cannot be reached here right now. Please write to them by email.",
  replied: "Your answer was sent by mail and the message marked handled.",
  /** Where an admin's notification of a new message points. */
  whereToFind: "Open the admin dashboard's Support requests to answer it and mark it handled.",
} as const;

/**
 * A message to the support team (public). Signed-in callers are known by their account, so their
 * `name` and `email` are ignored and the account's are used; guests give both and answer the math
 * challenge (`GET /api/auth/math-challenge`), as registration does.
 */
export const SupportContactSchema = z.object({
  name: text().trim().min(1, supportMessages.nameRequired).max(supportLimits.nameMax).optional(),
  email: EmailSchema.optional(),
  topic: SupportTopicSchema,
  message: text({ multiline: true })
    .trim()
    .min(1, "Write your message")
    .max(supportLimits.messageMax, `Keep your message under ${supportLimits.messageMax} characters`),
  mathChallenge: StudentRegisterBodySchema.shape.mathChallenge.optional(),
  mathAnswer: StudentRegisterBodySchema.shape.mathAnswer.optional(),
});
export type SupportContact = z.input<typeof SupportContactSchema>;

export const SupportContactResultSchema = z.object({ message: z.string() });

/** Where a message stands in the admins' queue: open until an admin has answered it by email. */
export const supportRequestStatuses = ["open", "handled"] as const;
export const SupportRequestStatusSchema = z.enum(supportRequestStatuses, "Choose open or handled");
export type SupportRequestStatus = z.infer<typeof SupportRequestStatusSchema>;

/** An admin's answer to a message, mailed to its sender. */
export const SupportReplySchema = z.object({
  id: z.uuid(),
  message: z.string(),
  /** The admin who wrote it, while their account exists. */
  author: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof SupportReplySchema>;

/** A message in the admins' queue, with its sender as they wrote or as their account read then. */
export const SupportRequestSchema = z.object({
  id: z.uuid(),
  topic: SupportTopicSchema,
  sender: z.object({
    name: z.string(),
    email: z.string(),
    /** A guest, or the kind of account that wrote signed in. */
    kind: z.union([z.literal("guest"), UserTypeSchema]),
  }),
  message: z.string(),
  status: SupportRequestStatusSchema,
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** What the admins answered, oldest first. */
  replies: z.array(SupportReplySchema),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const SupportRequestListQuerySchema = z.object({
  status: z.enum([...supportRequestStatuses, "all"]).default("open"),
  ...pageQuery(20, supportLimits.requestsPageMax, 1_000_000),
});

export const SupportRequestIdParamsSchema = z.object({ requestId: recordId("support request") });

export const SupportRequestUpdateSchema = z.object({ status: SupportRequestStatusSchema });

export const SupportReplyBodySchema = z.strictObject({
  message: text({ multiline: true })
    .trim()
    .min(1, "Write your answer")
    .max(supportLimits.replyMax, `Keep your answer under ${supportLimits.replyMax} characters`),
});

export const supportEndpoints = {
  contact: defineEndpoint({
    method: "POST",
    path: "/api/support/contact",
    summary:
      "Send a message to the support team: every active admin is notified (public; guests answer the math challenge; throttled)",
    tags: ["support"],
    body: SupportContactSchema,
    response: SupportContactResultSchema,
  }),
  requests: defineEndpoint({
    method: "GET",
    path: "/api/admin/support-requests",
    summary: "Messages to the support team, newest first, open or handled (admin)",
    tags: ["support"],
    query: SupportRequestListQuerySchema,
    response: z.object({ requests: z.array(SupportRequestSchema), total: z.number().int() }),
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/support-requests/{requestId}",
    summary: "Mark a message handled once answered, or open again (admin)",
    tags: ["support"],
    params: SupportRequestIdParamsSchema,
    body: SupportRequestUpdateSchema,
    response: SupportRequestSchema,
  }),
  reply: defineEndpoint({
    method: "POST",
    path: "/api/admin/support-requests/{requestId}/replies",
    summary: "Answer a message: the answer is mailed to its sender and the message marked handled (admin)",
    tags: ["support"],
    params: SupportRequestIdParamsSchema,
    body: SupportReplyBodySchema,
    response: SupportRequestSchema,
  }),
} as const;
