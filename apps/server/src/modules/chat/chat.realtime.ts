import type { RealtimeFeature } from "../../realtime/message-router.js";

/**
 * Chat on the realtime channel (decision 036): the service publishes `chat_message` and
 * `message_read` through the bus to every participant's channel, so each of their open tabs on
 * any node gets it. They are sent as they come: nothing is replayed on reconnect, because the
 * client refetches a conversation's history over REST when its socket comes back.
 */
export function chatRealtime(): RealtimeFeature {
  return {
    name: "chat",
    register(router) {
      router.onDeliver("chat_message", (connection, message, serialized) =>
        connection.send(message, serialized),
      );
      router.onDeliver("message_read", (connection, message, serialized) =>
        connection.send(message, serialized),
      );
    },
  };
}
