import type { ClientMessage, ServerMessage } from "@meridian/contract";
import type { QueryClient } from "@tanstack/react-query";

export type ServerMessageType = ServerMessage["type"];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** What a feature may add to `authenticate`: its replay cursor. The token is the client's own. */
export type HandshakeCursor = Omit<Extract<ClientMessage, { type: "authenticate" }>["data"], "token">;

/** A feature's handlers, keyed by the server message type each one takes. */
export type RealtimeHandlers = { [T in ServerMessageType]?: (message: ServerMessageOf<T>) => void };

/**
 * A feature's part in the realtime channel (ARCHITECTURE rule 8): handlers that patch or
 * invalidate its TanStack Query caches, and optionally the cursor it wants replayed from.
 */
export interface RealtimeFeature {
  handlers: RealtimeHandlers;
  /** Read at every authenticate, so a reconnect asks for what was missed since the last message. */
  handshake?: () => HandshakeCursor;
  /** Releases what the feature set up for this user (e.g. a query cache subscription). */
  dispose?: () => void;
}

/** Builds a feature for one signed-in user, each time the channel opens for a user. */
export type RealtimeFeatureFactory = (context: {
  queryClient: QueryClient;
  userId: string;
}) => RealtimeFeature;

type AnyHandler = (message: ServerMessage) => void;

/** Every feature's handler of each message type, in feature order. */
export function indexHandlers(features: readonly RealtimeFeature[]): Map<ServerMessageType, AnyHandler[]> {
  const index = new Map<ServerMessageType, AnyHandler[]>();
  for (const feature of features) {
    for (const [type, handler] of Object.entries(feature.handlers) as [ServerMessageType, AnyHandler][]) {
      index.set(type, [...(index.get(type) ?? []), handler]);
    }
  }
  return index;
}

/** The cursors of every feature, merged into one authenticate message body. */
export function collectHandshake(features: readonly RealtimeFeature[]): HandshakeCursor {
  return Object.assign({}, ...features.map((feature) => feature.handshake?.() ?? {}));
}
