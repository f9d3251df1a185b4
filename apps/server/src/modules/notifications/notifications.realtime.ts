import { realtimeLimits, type ServerMessage } from "@meridian/contract";
import type { AppContext } from "../../lib/context.js";
import type { AuthenticatedConnection } from "../../realtime/connection-registry.js";
import type { RealtimeFeature, ServerMessageOf } from "../../realtime/message-router.js";
import { presentNotification } from "./notifications.presenter.js";
import { notificationsAfter } from "./notifications.repository.js";

type NotificationMessage = ServerMessageOf<"notification">;

/** What one socket has been sent of its user's notifications. */
interface SocketState {
  /** Highest sequence sent, so a replay and live delivery never send one twice. */
  lastSequence: number;
  /** Live notifications held back while a replay is being sent; null when none is running. */
  pending: NotificationMessage[] | null;
}

const now = () => new Date().toISOString();

/**
 * Notifications on the realtime channel (decision 011): live ones arrive through the bus, and a
 * reconnecting client that sends `lastSequence` gets what it missed, in order, at most 100 (past
 * that a `resync` tells it to refetch over REST). Live notifications wait while a replay runs.
 */
export function notificationsRealtime(ctx: AppContext): RealtimeFeature {
  // Keyed by the connection object, so a closed socket's state goes with it.
  const sockets = new WeakMap<AuthenticatedConnection, SocketState>();
  const stateOf = (connection: AuthenticatedConnection): SocketState => {
    let state = sockets.get(connection);
    if (!state) {
      state = { lastSequence: 0, pending: null };
      sockets.set(connection, state);
    }
    return state;
  };

  function deliver(connection: AuthenticatedConnection, message: NotificationMessage, serialized?: string) {
    const state = stateOf(connection);
    if (state.pending) {
      state.pending.push(message);
      return;
    }
    if (message.data.sequence <= state.lastSequence) return;
    state.lastSequence = message.data.sequence;
    connection.send(message, serialized);
  }

  async function replay(connection: AuthenticatedConnection, after: number): Promise<void> {
    const state = stateOf(connection);
    // Set before the first await: a live notification from now on waits for the replay.
    state.pending = [];
    state.lastSequence = after;
    try {
      const missed = await notificationsAfter(ctx.db, connection.userId, after, realtimeLimits.maxReplay + 1);
      if (missed.length > realtimeLimits.maxReplay) {
        connection.send({
          type: "resync",
          timestamp: now(),
          data: { reason: "Too many notifications were missed; fetch the list again." },
        });
        return;
      }
      for (const row of missed) {
        const message: ServerMessage = {
          type: "notification",
          timestamp: now(),
          data: presentNotification(row),
        };
        connection.send(message);
        state.lastSequence = row.sequence;
      }
    } finally {
      const held = state.pending ?? [];
      state.pending = null;
      for (const message of held) deliver(connection, message);
    }
  }

  return {
    name: "notifications",
    register(router) {
      router.onDeliver("notification", deliver);
      router.onAuthenticated(async (connection, handshake) => {
        // No cursor: a first visit, which the client fills from the REST list, not a replay of toasts.
        if (handshake.lastSequence !== undefined) await replay(connection, handshake.lastSequence);
      });
    },
  };
}
