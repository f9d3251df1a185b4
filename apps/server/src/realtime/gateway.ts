import { randomUUID } from "node:crypto";
import websocket from "@fastify/websocket";
import {
  ClientMessageSchema,
  type Notification,
  realtimeCloseCodes,
  realtimeLimits,
  type ServerMessage,
  userTopic,
} from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RawData, WebSocket } from "ws";
import { AppError } from "../lib/app-error.js";
import type { AppContext } from "../lib/context.js";
import { authenticateToken } from "../modules/auth/session.service.js";
import { presentNotification } from "../modules/notifications/notifications.presenter.js";
import { notificationsAfter } from "../modules/notifications/notifications.repository.js";
import { sendError } from "../plugins/errors.js";
import type { BusEvent } from "./bus.js";
import { ConnectionRegistry, type LiveConnection } from "./connection-registry.js";
import { liveSessionIds } from "./realtime.repository.js";

// How often open sockets are checked against the database for revoked sessions and suspended
// accounts that changed without going through this node.
const SESSION_SWEEP_MS = 2_000;

const now = () => new Date().toISOString();

function send(socket: WebSocket, message: ServerMessage, serialized?: string): void {
  if (socket.readyState === socket.OPEN) socket.send(serialized ?? JSON.stringify(message));
}

/** Origins allowed to open a socket: PUBLIC_URL's, and the host the request was made to. */
function originAllowed(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket; other clients authenticate like any API client.
  if (!origin) return true;
  const allowed = new Set<string>([`http://${request.host}`, `https://${request.host}`]);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}

/**
 * The realtime channel at /ws: connect, authenticate with the session token (never in the URL),
 * ping, subscribe to one's own channel; notifications and other user messages arrive through the
 * bus from any node, and a reconnect replays what it missed.
 */
export async function registerRealtime(app: FastifyInstance, ctx: AppContext): Promise<ConnectionRegistry> {
  const registry = new ConnectionRegistry();
  const limit = ctx.config.wsMaxConnections;
  let alertLevel: "none" | "warning" | "critical" = "none";

  ctx.bus.subscribe((event: BusEvent) => {
    if (event.kind === "user-message") {
      // Serialised once for all of the user's sockets: a fan-out to thousands must not re-encode.
      const serialized = JSON.stringify(event.message);
      for (const connection of registry.ofUser(event.userId)) deliver(connection, event.message, serialized);
    } else {
      for (const connection of [...registry.ofUser(event.userId)]) {
        if (event.sessionId && connection.sessionId !== event.sessionId) continue;
        if (event.exceptSessionId && connection.sessionId === event.exceptSessionId) continue;
        connection.socket.close(realtimeCloseCodes.sessionEnded, "Session ended");
      }
    }
  });

  function deliver(connection: LiveConnection, message: ServerMessage, serialized?: string): void {
    if (message.type === "notification") {
      if (connection.pending) {
        connection.pending.push(message);
        return;
      }
      if (message.data.sequence <= connection.lastSequence) return;
      connection.lastSequence = message.data.sequence;
    }
    send(connection.socket, message, serialized);
  }

  /** Tells everyone on this node when it nears or reaches its connection limit. */
  function updateLoadAlert(): void {
    const ratio = registry.size / limit;
    const level = ratio >= 1 ? "critical" : ratio >= realtimeLimits.warningRatio ? "warning" : "none";
    if (level === alertLevel) return;
    alertLevel = level;
    if (level === "none") return;
    const message: ServerMessage = {
      type: "system_alert",
      timestamp: now(),
      data: {
        level,
        connections: registry.size,
        limit,
        message:
          level === "critical"
            ? `${registry.size}/${limit} users - some features may be slower`
            : `High server load: ${registry.size} users connected`,
      },
    };
    for (const connection of registry.everyone()) send(connection.socket, message);
  }

  const sweep = setInterval(() => {
    void sweepSessions().catch((err: unknown) => app.log.warn({ err }, "session sweep failed"));
  }, SESSION_SWEEP_MS);
  sweep.unref();

  async function sweepSessions(): Promise<void> {
    const open = registry.authenticated();
    if (open.length === 0) return;
    const live = await liveSessionIds(
      ctx.db,
      [...new Set(open.map((c) => c.sessionId as string))],
      ctx.now(),
    );
    for (const connection of open) {
      if (!live.has(connection.sessionId as string)) {
        connection.socket.close(realtimeCloseCodes.sessionEnded, "Session ended");
      }
    }
  }

  async function authenticate(connection: LiveConnection, token: string, lastSequence: number | undefined) {
    let auth: Awaited<ReturnType<typeof authenticateToken>>;
    try {
      auth = await authenticateToken(ctx, token);
    } catch (err) {
      const reason = err instanceof AppError ? err.message : "Authentication failed";
      send(connection.socket, {
        type: "error",
        timestamp: now(),
        data: { code: "AUTH_FAILED", message: reason },
      });
      connection.socket.close(realtimeCloseCodes.unauthenticated, "Authentication failed");
      return;
    }
    registry.bind(connection, auth.user.id, auth.session.id);
    send(connection.socket, {
      type: "authenticated",
      timestamp: now(),
      data: { userId: auth.user.id, connectionId: connection.id },
    });
    if (lastSequence !== undefined) await replay(connection, auth.user.id, lastSequence);
  }

  /** Sends what a reconnecting client missed, holding live notifications back meanwhile. */
  async function replay(connection: LiveConnection, userId: string, after: number): Promise<void> {
    connection.pending = [];
    connection.lastSequence = after;
    try {
      const missed = await notificationsAfter(ctx.db, userId, after, realtimeLimits.maxReplay + 1);
      if (missed.length > realtimeLimits.maxReplay) {
        send(connection.socket, {
          type: "resync",
          timestamp: now(),
          data: { reason: "Too many notifications were missed; fetch the list again." },
        });
      } else {
        for (const row of missed) {
          send(connection.socket, toMessage(presentNotification(row)));
          connection.lastSequence = row.sequence;
        }
      }
    } finally {
      const held = connection.pending ?? [];
      connection.pending = null;
      for (const message of held) deliver(connection, message);
    }
  }

  await ctx.bus.ready();
  await app.register(websocket, {
    options: { maxPayload: realtimeLimits.maxFrameBytes },
  });

  app.register(async (scope) => {
    scope.get(
      "/ws",
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!originAllowed(request, ctx.config.publicUrl)) {
            return sendError(reply, 403, {
              code: "FORBIDDEN",
              message: "This origin may not open the realtime channel",
            });
          }
          if (registry.size >= limit) {
            reply.header("retry-after", "30");
            return sendError(reply, 503, {
              code: "SERVICE_UNAVAILABLE",
              message: "The server is at its connection limit",
              hint: "Try again in a moment.",
            });
          }
        },
      },
      (socket) => {
        const connection: LiveConnection = {
          id: randomUUID(),
          socket,
          userId: null,
          sessionId: null,
          lastSequence: 0,
          pending: null,
        };
        registry.add(connection);
        updateLoadAlert();
        send(socket, { type: "connected", timestamp: now(), data: { connectionId: connection.id } });

        const authTimer = setTimeout(() => {
          if (!connection.sessionId) socket.close(realtimeCloseCodes.unauthenticated, "Authenticate first");
        }, realtimeLimits.authenticateWithinMs);
        let windowStart = Date.now();
        let inWindow = 0;
        let warnings = 0;

        socket.on("message", (raw: RawData) => {
          // Per-connection flood control: warn first, then close a client that keeps going.
          const t = Date.now();
          if (t - windowStart >= 1_000) {
            windowStart = t;
            inWindow = 0;
          }
          inWindow += 1;
          if (inWindow > realtimeLimits.messagesPerSecond) {
            if (inWindow === realtimeLimits.messagesPerSecond + 1) {
              warnings += 1;
              send(socket, {
                type: "rate_limit_exceeded",
                timestamp: now(),
                data: { message: "Please slow down your requests" },
              });
              if (warnings > realtimeLimits.floodWarnings)
                socket.close(realtimeCloseCodes.policy, "Too many messages");
            }
            return;
          }
          void handle(raw).catch((err: unknown) => app.log.warn({ err }, "realtime message failed"));
        });

        async function handle(raw: RawData): Promise<void> {
          let parsed: ReturnType<typeof ClientMessageSchema.safeParse>;
          try {
            parsed = ClientMessageSchema.safeParse(JSON.parse(raw.toString()));
          } catch {
            parsed = { success: false } as ReturnType<typeof ClientMessageSchema.safeParse>;
          }
          if (!parsed.success) {
            send(socket, {
              type: "error",
              timestamp: now(),
              data: { code: "BAD_MESSAGE", message: "Unknown or malformed message" },
            });
            return;
          }
          const message = parsed.data;
          switch (message.type) {
            case "ping":
              send(socket, { type: "pong", timestamp: now() });
              return;
            case "authenticate":
              clearTimeout(authTimer);
              if (connection.sessionId) return;
              await authenticate(connection, message.data.token, message.data.lastSequence);
              return;
            case "subscribe": {
              // The user's own channel is the only topic today; chat topics will be checked here.
              if (connection.userId && message.data.topic === userTopic(connection.userId)) {
                send(socket, { type: "subscribed", timestamp: now(), data: { topic: message.data.topic } });
              } else {
                send(socket, {
                  type: "error",
                  timestamp: now(),
                  data: { code: "FORBIDDEN", message: "You may not subscribe to this topic" },
                });
              }
              return;
            }
          }
        }

        socket.on("close", () => {
          clearTimeout(authTimer);
          registry.remove(connection);
          updateLoadAlert();
        });
        socket.on("error", () => socket.terminate());
      },
    );
  });

  app.addHook("onClose", async () => {
    clearInterval(sweep);
    for (const connection of registry.everyone()) connection.socket.close(1001, "Server shutting down");
  });
  return registry;
}

function toMessage(notification: Notification): ServerMessage {
  return { type: "notification", timestamp: now(), data: notification };
}
