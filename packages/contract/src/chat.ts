import { z } from "zod";
import { defineEndpoint, type EndpointAnswer } from "./common/endpoint.js";
import { recordId } from "./common/record-id.js";
import { text } from "./common/text.js";
import { chatLimits } from "./constants.js";
import { identifierParam, StudentProfileIdParamsSchema } from "./students.js";

/** History page sizes (the spec's limits are `chatLimits` in constants). */
export const chatPageSizes = { default: 30, max: 100 } as const;

/** The messages of spec part 2 §5: a toast title and its description; the server sends the description. */
export const chatInputMessages = {
  empty: { title: "Message is empty", description: "Type a message before sending" },
  link: { title: "Links not allowed", description: "Please remove any URLs from your message" },
  tooLong: { title: "Message too long", description: "Please keep messages under 100 characters" },
  paste: { title: "Paste not allowed", description: "Please type your message manually for security" },
  wait: {
    title: "Please wait",
    description: (seconds: number) => `You can send another message in ${seconds} seconds`,
  },
} as const;

/**
 * Top-level domains a dotted name is taken as a link for (decision 036). Short ones that are
 * everyday words after a missing space ("to", "in", "it", "no", "de", "es", "se") are left out.
 */
const linkTlds = (
  "com org net edu gov mil int io co me ly app dev ai info biz xyz online site website link click live shop store tech top club tv gg " +
  "cc us uk ca au eu fr nl ru cn jp br pk ng ke za ae sg nz ie ch pl tk"
).split(" ");

/**
 * A link-like pattern (spec part 2 §5): a scheme (`http://`, `https://`), `www.`, or a dotted name
 * ending in a common top-level domain (`example.com`, `Foo.IO/path`). Case does not matter. An
 * abbreviation or a number ("e.g.", "3.5", "U.S.") is no link, and neither is a dot followed by a
 * space ("site. com"): it cannot be followed as typed.
 */
export const chatLinkPattern = new RegExp(
  `(?:\\bhttps?://|\\bwww\\.|\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\\.(?:${linkTlds.join("|")})(?![a-z0-9-]))`,
  "i",
);

/** An address of four dotted numbers ("1.2.3.4"), which a browser opens like a name. */
const ipAddressPattern = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;

/**
 * A scheme a link opens without the `//` of `word://` (which any scheme followed by it is:
 * `ftp://`, `foo://`). Script schemes are links whatever follows; the others once a target is
 * written right after the colon, so a label in prose ("Data: my scores", "Tel: later") is no link.
 */
const scriptSchemes = ["javascript", "vbscript", "livescript"];
const targetSchemes = [
  "mailto",
  "data",
  "ftp",
  "ftps",
  "sftp",
  "tel",
  "sms",
  "file",
  "blob",
  "ws",
  "wss",
  "irc",
  "magnet",
  "callto",
  "skype",
  "whatsapp",
  "tg",
  "intent",
  "geo",
  "market",
  "news",
  "nntp",
  "ldap",
  "ssh",
  "telnet",
];
const schemePattern = new RegExp(
  `\\b(?:[a-z][a-z0-9+.-]*:\\/\\/|(?:${scriptSchemes.join("|")}):|(?:${targetSchemes.join("|")}):(?!\\s|$))`,
  "i",
);

/** Markdown's link and image syntax, inline (`[x](y)`, `![x](y)`) or by reference (`[x]: y`). */
const markdownLinkPattern = /\]\(|^\s*\[[^\]\n]+\]:\s*\S/m;

/**
 * A scheme as a browser reads it: tabs and line breaks inside a URL are dropped by its parser, so
 * "java\nscript:" is the scheme it runs.
 */
const asSchemeReads = (read: string) => read.replace(/[\t\n\r]/g, "");

/**
 * The text as an address bar would read it: compatibility forms folded (full-width letters, the
 * ideographic and full-width dots become "."), and invisible characters (zero-width spaces, soft
 * hyphens) dropped, so "evil。com" or "evil.\u200Bcom" is the link it opens.
 */
function asAddressBarReads(content: string): string {
  return content
    .normalize("NFKC")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .replace(/[\u3002\uFF0E\uFF61]/g, ".");
}

/**
 * True when the message holds something that reads as a link (decision 036, spec part 2 §5): an
 * address, a scheme (`ftp://`, `javascript:`, `mailto:a@b`), or Markdown link syntax. The one rule
 * of both sides: the server refuses what the input would.
 */
export function containsLink(content: string): boolean {
  const read = asAddressBarReads(content);
  return (
    chatLinkPattern.test(read) ||
    ipAddressPattern.test(read) ||
    schemePattern.test(asSchemeReads(read)) ||
    markdownLinkPattern.test(read)
  );
}

/** A message as typed: trimmed, not empty, at most 100 characters, no link (spec part 2 §5). */
export const ChatContentSchema = text({ multiline: true })
  .trim()
  .min(1, chatInputMessages.empty.description)
  .max(chatLimits.maxLength, chatInputMessages.tooLong.description)
  .refine((value) => !containsLink(value), chatInputMessages.link.description);

/** Why a send names its text twice over, differently. */
export const chatTwoTextsMessage = "message and content name the same text: send one of them";

/**
 * A message to send: its text as `message` (the spec's name, part 2 §7) or `content` (ours, the
 * name the message is read back under); both only when they are the same text.
 */
export const SendChatMessageSchema = z
  .object({
    message: ChatContentSchema.optional(),
    content: ChatContentSchema.optional(),
    /**
     * Chosen by the sender's client per message: a resend with the same id is stored once.
     * Without one, every send is a new message.
     */
    clientMessageId: z.uuid("clientMessageId must be a UUID").optional(),
  })
  .superRefine((body, ctx) => {
    if (body.message === undefined && body.content === undefined) {
      ctx.addIssue({ code: "custom", path: ["message"], message: chatInputMessages.empty.description });
    } else if (body.message !== undefined && body.content !== undefined && body.message !== body.content) {
      ctx.addIssue({ code: "custom", path: ["content"], message: chatTwoTextsMessage });
    }
  })
  .transform(({ message, content, clientMessageId }) => ({
    content: (message ?? content) as string,
    clientMessageId,
  }));
export type SendChatMessage = z.output<typeof SendChatMessageSchema>;
export type SendChatMessageInput = z.input<typeof SendChatMessageSchema>;

/**
 * Which side wrote a message, as the spec names them (part 2 §3): "student" is the user the
 * conversation serves (the student, or a company account: the spec's student chat is theirs
 * too), "counselor" the team (the student's counselor, or an admin).
 */
export const ChatSenderSchema = z.enum(["student", "counselor"]);
export type ChatSender = z.infer<typeof ChatSenderSchema>;

/** A chat message as both sides see it (spec part 2 §3 "Chat message"). */
export const ChatMessageSchema = z.object({
  id: z.uuid(),
  /** The account id of the user the conversation serves. */
  conversationId: z.uuid(),
  content: z.string(),
  senderId: z.uuid().nullable(),
  sender: ChatSenderSchema,
  /** The sender's display name; "Former team member" once their account is gone. */
  senderName: z.string(),
  clientMessageId: z.string().nullable(),
  timestamp: z.string(),
  isRead: z.boolean(),
  /** The same as isRead (the spec's two names). */
  read: z.boolean(),
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatHistoryQuerySchema = z.object({
  /** A message id: the page holds the messages before it. Absent: the newest page. */
  before: z.uuid("before must be a message id").optional(),
  limit: z.coerce.number().int().min(1).max(chatPageSizes.max).default(chatPageSizes.default),
});

/** Beside a page of history: whose conversation it is, and the cursor of the next (older) page. */
export const ChatHistoryMetaSchema = z.object({
  /** The conversation's id (its owner's account id), so live events find this history. */
  conversationId: z.uuid(),
  /** The `before` of the next (older) page; null when this page reaches the first message. */
  nextBefore: z.uuid().nullable(),
});

/** The caller's own conversation: whom it is with, and whether they can write now. */
export const ChatConversationSchema = z.object({
  conversationId: z.uuid(),
  /** Null when nobody is there yet: a student without an assigned counselor. */
  counterpart: z
    .object({
      name: z.string(),
      role: z.enum(["counselor", "team"]),
    })
    .nullable(),
  canSend: z.boolean(),
  unreadCount: z.number().int(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatUnreadCountSchema = z.object({ count: z.number().int() });

export const ChatUnreadByStudentSchema = z.object({
  students: z.array(z.object({ studentId: z.uuid(), count: z.number().int() })),
});

export const ChatMessageIdParamsSchema = z.object({ messageId: recordId("message") });

export const CompanyAccountIdParamsSchema = z.object({
  accountId: identifierParam("AccountId", "company account"),
});

export const CompanyConversationListSchema = z.object({
  conversations: z.array(
    z.object({
      accountId: z.uuid(),
      name: z.string(),
      email: z.string(),
      unreadCount: z.number().int(),
      lastMessageAt: z.string(),
    }),
  ),
});

/** The refusal a student without a counselor gets on sending. */
export const noCounselorMessage =
  "You do not have a counselor yet. You can send messages once one is assigned to you.";

export const chatEndpoints = {
  conversation: defineEndpoint({
    method: "GET",
    path: "/api/chat/conversation",
    summary: "The caller's own conversation with the team: whom it is with, whether they can write",
    tags: ["chat"],
    response: ChatConversationSchema,
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/api/chat/messages",
    summary: "The caller's own conversation, one page before a cursor, oldest first",
    tags: ["chat"],
    query: ChatHistoryQuerySchema,
    response: z.array(ChatMessageSchema),
    meta: ChatHistoryMetaSchema,
  }),
  send: defineEndpoint({
    method: "POST",
    path: "/api/chat/messages",
    summary: "Writes to the caller's counselor (a student) or the team (a company account)",
    tags: ["chat"],
    body: SendChatMessageSchema,
    response: ChatMessageSchema,
  }),
  unreadCount: defineEndpoint({
    method: "GET",
    path: "/api/chat/unread-count",
    summary: "How many messages from the team the caller has not read",
    tags: ["chat"],
    response: ChatUnreadCountSchema,
  }),
  markRead: defineEndpoint({
    method: "PUT",
    path: "/api/chat/messages/{messageId}/read",
    summary: "The receiving side marks a message read",
    tags: ["chat"],
    params: ChatMessageIdParamsSchema,
    response: ChatMessageSchema,
  }),
  studentHistory: defineEndpoint({
    method: "GET",
    path: "/api/counselor/chat/{studentId}",
    summary: "A worked student's conversation, one page before a cursor, oldest first",
    tags: ["chat"],
    params: StudentProfileIdParamsSchema,
    query: ChatHistoryQuerySchema,
    response: z.array(ChatMessageSchema),
    meta: ChatHistoryMetaSchema,
  }),
  sendToStudent: defineEndpoint({
    method: "POST",
    path: "/api/counselor/chat/{studentId}",
    summary: "Writes to a worked student",
    tags: ["chat"],
    params: StudentProfileIdParamsSchema,
    body: SendChatMessageSchema,
    response: ChatMessageSchema,
  }),
  unreadByStudent: defineEndpoint({
    method: "GET",
    path: "/api/counselor/chat-unread",
    summary: "Unread student messages per worked student (profile id), students with none left out",
    tags: ["chat"],
    response: ChatUnreadByStudentSchema,
  }),
  companyConversations: defineEndpoint({
    method: "GET",
    path: "/api/admin/company-chat",
    summary: "Company accounts that wrote to the team, with their unread counts, latest first",
    tags: ["chat"],
    response: CompanyConversationListSchema,
  }),
  companyHistory: defineEndpoint({
    method: "GET",
    path: "/api/admin/company-chat/{accountId}",
    summary: "A company account's conversation with the team, one page before a cursor, oldest first",
    tags: ["chat"],
    params: CompanyAccountIdParamsSchema,
    query: ChatHistoryQuerySchema,
    response: z.array(ChatMessageSchema),
    meta: ChatHistoryMetaSchema,
  }),
  sendToCompany: defineEndpoint({
    method: "POST",
    path: "/api/admin/company-chat/{accountId}",
    summary: "Writes to a company account for the team",
    tags: ["chat"],
    params: CompanyAccountIdParamsSchema,
    body: SendChatMessageSchema,
    response: ChatMessageSchema,
  }),
} as const;

/** One page of history: `limit` messages before the cursor, oldest first (ready to show). */
export type ChatHistory = EndpointAnswer<typeof chatEndpoints.history>;
