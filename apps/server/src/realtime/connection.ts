import { randomUUID } from "node:crypto";
import websocket from "@fastify/websocket";
import { realtimeCloseCodes, realtimeLimits, type ServerMessage } from "@meridian/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RawData, WebSocket } from "ws";
import { AppError } from "../lib/app-error.js";
import { recordSecurityEvent } from "../lib/security-events.js";
import { sendError } from "../plugins/errors.js";
import type { ConnectionRegistry, LiveConnection } from "./connection-registry.js";
import type { LoadAlerts } from "./load-alerts.js";
import { errorMessage, type Handshake, type MessageRouter } from "./message-router.js";

/**
 * Resolves a session token to who is on the socket; throws (an AppError, whose message the client
 * sees) when the token is unknown, expired or its account is not active. Injected by the app so
 * the realtime layer does not depend on how sessions are stored.
 */
export type AuthenticateToken = (token: string) => Promise<{ userId: string; sessionId: string }>;

export interface ConnectionOptions {
  registry: ConnectionRegistry;
  router: MessageRouter;
  loadAlerts: LoadAlerts;
  authenticate: AuthenticateToken;
  publicUrl: string | undefined;
}

const now = () => new Date().toISOString();

/** Origins allowed to open a socket: PUBLIC_URL's, and the host the request was made to. */
function originAllowed(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket; other clients authenticate like any API client.
  if (!origin) return true;
  const allowed = new Set<string>([`http://${request.host}`, `https://${request.host}`]);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}

function createConnection(socket: WebSocket): LiveConnection {
  return {
    id: randomUUID(),
    socket,
    userId: null,
    sessionId: null,
    send(message: ServerMessage, serialized?: string) {
      if (socket.readyState === socket.OPEN) socket.send(serialized ?? JSON.stringify(message));
    },
  };
}

/**
 * Counts frames per second: past the limit the client is warned once per second, and a client
 * warned more than `floodWarnings` times is closed. Returns false for a frame that must be dropped.
 */
function createFloodGuard(connection: LiveConnection): () => boolean {
  let windowStart = Date.now();
  let inWindow = 0;
  let warnings = 0;
  return () => {
    const t = Date.now();
    if (t - windowStart >= 1_000) {
      windowStart = t;
      inWindow = 0;
    }
    inWindow += 1;
    if (inWindow <= realtimeLimits.messagesPerSecond) return true;
    if (inWindow === realtimeLimits.messagesPerSecond + 1) {
      warnings += 1;
      connection.send({
        type: "rate_limit_exceeded",
        timestamp: now(),
        data: { message: "Please slow down your requests" },
      });
      if (warnings > realtimeLimits.floodWarnings)
        connection.socket.close(realtimeCloseCodes.policy, "Too many messages");
    }
    return false;
  };
}

/**
 * The socket side of the channel at /ws: the checks before the upgrade (origin, connection limit),
 * the `connected` greeting, the authenticate handshake (token in the message, never in the URL,
 * within 5 s), flood control, and handing every frame to the router.
 */
export async function registerConnections(app: FastifyInstance, options: ConnectionOptions): Promise<void> {
  const { registry, router, loadAlerts } = options;
  // Sockets whose handshake has begun: a second authenticate is ignored, and the 5 s timer spares them.
  const handshakeStarted = new WeakSet<LiveConnection>();
  // The upgrade request of each socket: what a refusal on the socket is recorded against.
  const upgradeRequests = new WeakMap<LiveConnection, FastifyRequest>();

  async function handshake(connection: LiveConnection, data: Handshake): Promise<void> {
    if (handshakeStarted.has(connection)) return;
    handshakeStarted.add(connection);
    let identity: Awaited<ReturnType<AuthenticateToken>>;
    try {
      identity = await options.authenticate(data.token);
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) {
        // The token could not be checked (database unreachable): not a rejected session, so the
        // client keeps its sign-in and reconnects later.
        // The error serializer keeps a query's statement and values out of the log.
        app.log.warn({ err }, "realtime authenticate failed");
        connection.send(
          errorMessage("SERVICE_UNAVAILABLE", "Live updates are unavailable; retrying shortly"),
        );
        connection.socket.close(realtimeCloseCodes.tryAgainLater, "Try again later");
        return;
      }
      const request = upgradeRequests.get(connection);
      if (request) recordSecurityEvent(request, "socket_refused", { reason: "authentication failed" });
      connection.send(errorMessage("AUTH_FAILED", err.message));
      connection.socket.close(realtimeCloseCodes.unauthenticated, "Authentication failed");
      return;
    }
    const bound = registry.bind(connection, identity.userId, identity.sessionId);
    if (!bound) return;
    bound.send({
      type: "authenticated",
      timestamp: now(),
      data: { userId: bound.userId, connectionId: bound.id },
    });
    for (const err of await router.authenticated(bound, data)) {
      app.log.warn({ err }, "realtime feature failed after authentication");
    }
  }

  router.on("authenticate", (connection, message) => handshake(connection, message.data), {
    beforeAuthentication: true,
  });

  await app.register(websocket, { options: { maxPayload: realtimeLimits.maxFrameBytes } });

  app.register(async (scope) => {
    scope.get(
      "/ws",
      {
        websocket: true,
        schema: { hide: true },
        preValidation: async (request, reply) => {
          if (!originAllowed(request, options.publicUrl)) {
            recordSecurityEvent(request, "socket_refused", { reason: "origin" });
            return sendError(reply, 403, {
              code: "FORBIDDEN",
              message: "This origin may not open the realtime channel",
            });
          }
          if (loadAlerts.atCapacity()) {
            recordSecurityEvent(request, "socket_refused", { reason: "capacity" });
            reply.header("retry-after", "30");
            return sendError(reply, 503, {
              code: "SERVICE_UNAVAILABLE",
              message: "The server is at its connection limit",
              hint: "Try again in a moment.",
            });
          }
        },
      },
      (socket, request) => {
        const connection = createConnection(socket);
        upgradeRequests.set(connection, request);
        registry.add(connection);
        loadAlerts.update();
        connection.send({ type: "connected", timestamp: now(), data: { connectionId: connection.id } });

        const authTimer = setTimeout(() => {
          if (!handshakeStarted.has(connection))
            socket.close(realtimeCloseCodes.unauthenticated, "Authenticate first");
        }, realtimeLimits.authenticateWithinMs);
        const withinRate = createFloodGuard(connection);

        socket.on("message", (raw: RawData) => {
          if (!withinRate()) return;
          void router
            .dispatch(connection, raw.toString())
            .catch((err: unknown) => app.log.warn({ err }, "realtime message failed"));
        });
        socket.on("close", () => {
          clearTimeout(authTimer);
          registry.remove(connection);
          loadAlerts.update();
        });
        socket.on("error", () => socket.terminate());
      },
    );
  });

  app.addHook("onClose", async () => {
    for (const connection of registry.everyone()) connection.socket.close(1001, "Server shutting down");
  });
}
