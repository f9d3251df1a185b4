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
import { SlotHolder, type SocketSlots } from "./socket-slots.js";

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
  messageRate: MessageRate;
  /** Sockets one user, and one address, may hold at once (across nodes with Redis). */
  slots: { store: SocketSlots; perUser: number; perAddress: number };
  /** The app's clock (tests move it), in milliseconds. */
  clock: () => number;
}

const now = () => new Date().toISOString();

/** The close code of a server going away (RFC 6455). */
const GOING_AWAY = 1001;

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

/** How many frames a socket may send: a burst, refilled at a steady rate (decision 026). */
export interface MessageRate {
  burst: number;
  perSecond: number;
}

/**
 * A token bucket per socket: `burst` frames at once, refilled at `perSecond`. The frame that finds
 * it empty gets `rate_limit_exceeded` and the socket is closed with 1008; returns false for it.
 */
function createFloodGuard(connection: LiveConnection, rate: MessageRate, clock: () => number): () => boolean {
  let tokens = rate.burst;
  let last = clock();
  return () => {
    const t = clock();
    tokens = Math.min(rate.burst, tokens + ((t - last) / 1_000) * rate.perSecond);
    last = t;
    if (tokens >= 1) {
      tokens -= 1;
      return true;
    }
    if (connection.socket.readyState === connection.socket.OPEN) {
      connection.send({
        type: "rate_limit_exceeded",
        timestamp: now(),
        data: { message: "Too many messages: this connection is closed. It reconnects by itself." },
      });
      connection.socket.close(realtimeCloseCodes.policy, "Too many messages");
    }
    return false;
  };
}

/**
 * Refuses a socket past its user's or address's slot cap: a security event, an error frame, then
 * 4429 (decision 026).
 */
function refuseConnection(
  connection: LiveConnection,
  request: FastifyRequest | undefined,
  reason: string,
): void {
  if (request) recordSecurityEvent(request, "socket_refused", { reason });
  connection.send(errorMessage("TOO_MANY_CONNECTIONS", reason));
  connection.socket.close(realtimeCloseCodes.tooManyConnections, reason);
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
  // The socket slots each connection holds, and whether its address got one.
  const slotHolders = new WeakMap<LiveConnection, { holder: SlotHolder; admitted: Promise<boolean> }>();

  async function handshake(connection: LiveConnection, data: Handshake): Promise<void> {
    if (handshakeStarted.has(connection)) return;
    handshakeStarted.add(connection);
    const slots = slotHolders.get(connection);
    if (!slots || !(await slots.admitted)) return;
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
    if (!(await slots.holder.take(`user:${identity.userId}`, options.slots.perUser))) {
      refuseConnection(connection, upgradeRequests.get(connection), "Too many connections for this account");
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

  await app.register(websocket, {
    options: { maxPayload: realtimeLimits.maxFrameBytes },
    // The plugin's own preClose closes every socket without a code, which a client reads as 1005:
    // told 1001 ("going away") with a reason, it reconnects to another node at once. A closed
    // server refuses the upgrades still to come.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(GOING_AWAY, "Server shutting down");
      this.websocketServer.close();
      done();
    },
  });

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
        const holder = new SlotHolder(options.slots.store, connection.id);
        const admitted = holder.take(`address:${request.ip}`, options.slots.perAddress).then(
          (ok) => {
            if (!ok) refuseConnection(connection, request, "Too many connections from this address");
            return ok;
          },
          (err: unknown) => {
            app.log.warn({ err }, "socket slot check failed");
            return true;
          },
        );
        slotHolders.set(connection, { holder, admitted });
        connection.send({ type: "connected", timestamp: now(), data: { connectionId: connection.id } });

        const authTimer = setTimeout(() => {
          if (!handshakeStarted.has(connection))
            socket.close(realtimeCloseCodes.unauthenticated, "Authenticate first");
        }, realtimeLimits.authenticateWithinMs);
        const withinRate = createFloodGuard(connection, options.messageRate, options.clock);

        socket.on("message", (raw: RawData) => {
          if (!withinRate()) return;
          void router
            .dispatch(connection, raw.toString())
            .catch((err: unknown) => app.log.warn({ err }, "realtime message failed"));
        });
        socket.on("close", () => {
          void holder
            .releaseAll()
            .catch((err: unknown) => app.log.warn({ err }, "socket slot release failed"));
          clearTimeout(authTimer);
          registry.remove(connection);
          loadAlerts.update();
        });
        socket.on("error", () => socket.terminate());
      },
    );
  });
}
