import { z } from "zod";
import { ChatMessageSchema } from "./chat.js";
import { text } from "./common/text.js";
import { ForumCommentSchema, ForumPollSchema, ForumPostSummarySchema } from "./community.js";
import { NotificationSchema } from "./notifications.js";

/** Limits of the realtime channel, shared by server and client. */
export const realtimeLimits = {
  maxFrameBytes: 64 * 1024,
  /** A connection that has not authenticated by then is closed. */
  authenticateWithinMs: 5_000,
  /** How many missed notifications a reconnect may replay; past that the client refetches. */
  maxReplay: 100,
  /** Share of WS_MAX_CONNECTIONS at which clients are warned of high load. */
  warningRatio: 0.8,
} as const;

/** Close codes the server uses. */
export const realtimeCloseCodes = {
  normal: 1000,
  policy: 1008,
  tooBig: 1009,
  tryAgainLater: 1013,
  unauthenticated: 4401,
  sessionEnded: 4403,
  /** The user, or the address, already holds as many sockets as allowed. */
  tooManyConnections: 4429,
} as const;

// Server -> client
/** A message the server sends: its type, when it was sent, and what it carries. */
function serverMessage<const T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.object({ type: z.literal(type), timestamp: z.string(), data });
}

export const ConnectedMessageSchema = serverMessage("connected", z.object({ connectionId: z.string() }));
export const AuthenticatedMessageSchema = serverMessage(
  "authenticated",
  z.object({ userId: z.uuid(), connectionId: z.string() }),
);
export const PongMessageSchema = serverMessage("pong", z.object({}).optional());
export const SystemAlertMessageSchema = serverMessage(
  "system_alert",
  z.object({
    level: z.enum(["warning", "critical"]),
    message: z.string(),
    connections: z.number().int(),
    limit: z.number().int(),
  }),
);
export const RateLimitExceededMessageSchema = serverMessage(
  "rate_limit_exceeded",
  z.object({ message: z.string() }),
);
export const NotificationMessageSchema = serverMessage("notification", NotificationSchema);
/** A chat message was written: to both sides of its conversation (decision 036). */
export const ChatMessageEventSchema = serverMessage("chat_message", ChatMessageSchema);
/** The receiving side read a message: to both sides of its conversation. */
export const MessageReadEventSchema = serverMessage(
  "message_read",
  z.object({ messageId: z.string(), conversationId: z.string(), readAt: z.string() }),
);
/** A visible post was written in a category: to the viewers subscribed to its topic (public fields only). */
export const CommunityPostEventSchema = serverMessage("community_post", ForumPostSummarySchema);
/** A visible comment was written on a post: to the viewers subscribed to the post's topic. */
export const CommunityCommentEventSchema = serverMessage("community_comment", ForumCommentSchema);
/** A vote changed a poll's results: to the viewers of its post (`myVote` is always null here). */
export const CommunityPollEventSchema = serverMessage(
  "community_poll",
  z.object({ postId: z.uuid(), poll: ForumPollSchema }),
);
/** A reconnect missed more than can be replayed: refetch over REST. */
export const ResyncMessageSchema = serverMessage("resync", z.object({ reason: z.string() }));
export const ErrorMessageSchema = serverMessage("error", z.object({ message: z.string(), code: z.string() }));
export const SubscribedMessageSchema = serverMessage("subscribed", z.object({ topic: z.string() }));

export const ServerMessageSchema = z.discriminatedUnion("type", [
  ConnectedMessageSchema,
  AuthenticatedMessageSchema,
  PongMessageSchema,
  SystemAlertMessageSchema,
  RateLimitExceededMessageSchema,
  NotificationMessageSchema,
  ChatMessageEventSchema,
  MessageReadEventSchema,
  CommunityPostEventSchema,
  CommunityCommentEventSchema,
  CommunityPollEventSchema,
  ResyncMessageSchema,
  ErrorMessageSchema,
  SubscribedMessageSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

// Client -> server
/** When the client sent the message: an ISO string, or milliseconds since the epoch (the spec fixes neither). */
const clientTimestamp = z.union([text().max(64), z.number()]).optional();

const HandshakeSchema = z.object({
  token: text().min(1).max(200),
  /** The last notification sequence this client saw, to replay what it missed. */
  lastSequence: z.number().int().min(0).optional(),
});

/**
 * The handshake, with the token in `data` (this client) or at the top level (other clients); both
 * shapes parse to the first, so the server reads one.
 */
export const AuthenticateMessageSchema = z
  .object({
    type: z.literal("authenticate"),
    timestamp: clientTimestamp,
    data: HandshakeSchema.optional(),
    token: HandshakeSchema.shape.token.optional(),
    lastSequence: HandshakeSchema.shape.lastSequence,
  })
  .transform(({ type, timestamp, data, token, lastSequence }, ctx) => {
    const handshake =
      data ??
      (token === undefined ? undefined : { token, ...(lastSequence === undefined ? {} : { lastSequence }) });
    if (!handshake) {
      ctx.addIssue({ code: "custom", path: ["data", "token"], message: "Send the session token" });
      return z.NEVER;
    }
    return { type, ...(timestamp === undefined ? {} : { timestamp }), data: handshake };
  });

/** A message a client sends, other than the handshake: its type, maybe when, and what it carries. */
function clientMessage<const T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.object({ type: z.literal(type), timestamp: clientTimestamp, data });
}

export const PingMessageSchema = clientMessage("ping", z.unknown().optional());
const TopicSchema = z.object({ topic: text().min(1).max(200) });
export const SubscribeMessageSchema = clientMessage("subscribe", TopicSchema);
/** Stop receiving a topic's events (a viewer left the category or post). */
export const UnsubscribeMessageSchema = clientMessage("unsubscribe", TopicSchema);

export const ClientMessageSchema = z.discriminatedUnion("type", [
  AuthenticateMessageSchema,
  PingMessageSchema,
  SubscribeMessageSchema,
  UnsubscribeMessageSchema,
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** The one topic every user may subscribe to: their own channel. */
export function userTopic(userId: string): string {
  return `user:${userId}`;
}
