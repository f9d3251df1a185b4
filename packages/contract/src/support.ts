import { z } from "zod";
import { EmailSchema, StudentRegisterBodySchema } from "./auth.js";
import { defineEndpoint } from "./common/endpoint.js";
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
} as const;

export const supportMessages = {
  nameRequired: "Enter your name",
  emailRequired: "Enter your email address so the team can answer",
  challengeRequired: "Please solve the math problem",
  sent: "Your message has reached the support team. They will answer by email.",
  unreachable: "The support team cannot be reached here right now. Please write to them by email.",
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
} as const;
