import { userTopic } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../lib/context.js";
import type { BusEvent } from "./bus.js";
import { type AuthenticateToken, registerConnections } from "./connection.js";
import { ConnectionRegistry } from "./connection-registry.js";
import { createLoadAlerts } from "./load-alerts.js";
import { errorMessage, MessageRouter, type RealtimeFeature } from "./message-router.js";
import { closeEndedSessions, startSessionSweeper } from "./session-sweeper.js";
import { MemorySocketSlots, RedisSocketSlots } from "./socket-slots.js";

export interface RealtimeOptions {
  authenticate: AuthenticateToken;
  features: readonly RealtimeFeature[];
}

/** What the channel itself answers, whatever features are plugged in: ping, and the user's own topic. */
function registerCoreMessages(router: MessageRouter): void {
  router.on("ping", (connection) => connection.send({ type: "pong", timestamp: new Date().toISOString() }), {
    beforeAuthentication: true,
  });
  router.on("subscribe", (connection, message) => {
    // The user's own channel is the only topic today; a feature with topics (chat) will bring its check.
    if (message.data.topic === userTopic(connection.userId ?? "")) {
      connection.send({
        type: "subscribed",
        timestamp: new Date().toISOString(),
        data: { topic: message.data.topic },
      });
    } else {
      connection.send(errorMessage("FORBIDDEN", "You may not subscribe to this topic"));
    }
  });
}

/**
 * The realtime channel at /ws (decision 011): connections, the message router the features plug
 * into, the bus fan-out from any node, the closing of ended sessions and the load alerts. Returns
 * the node's registry of sockets.
 */
export async function registerRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  options: RealtimeOptions,
): Promise<ConnectionRegistry> {
  const registry = new ConnectionRegistry();
  const router = new MessageRouter();
  registerCoreMessages(router);
  for (const feature of options.features) feature.register(router);

  ctx.bus.subscribe((event: BusEvent) => {
    if (event.kind === "end-sessions") {
      closeEndedSessions(registry, event);
      return;
    }
    if (event.kind !== "user-message") return;
    // Serialised once for all of the user's sockets: a fan-out to thousands must not re-encode.
    const serialized = JSON.stringify(event.message);
    for (const connection of registry.ofUser(event.userId))
      router.deliver(connection, event.message, serialized);
  });
  const stopSweeper = startSessionSweeper(registry, {
    db: ctx.db,
    now: ctx.now,
    lifetimes: ctx.config.sessionLifetimes,
    onError: (err) => app.log.warn({ err }, "session sweep failed"),
  });
  app.addHook("onClose", async () => stopSweeper());
  // With Redis, a user's and an address's sockets are counted across every node.
  const slotStore = ctx.config.redisUrl
    ? new RedisSocketSlots(ctx.config.redisUrl, {
        onError: (err) => app.log.warn({ err }, "socket slots: Redis unreachable, counting on this node"),
      })
    : new MemorySocketSlots();

  // Nothing published right after start may be missed: the bus listens before sockets are accepted.
  await ctx.bus.ready();
  await registerConnections(app, {
    registry,
    router,
    loadAlerts: createLoadAlerts(registry, ctx.config.wsMaxConnections),
    authenticate: options.authenticate,
    publicUrl: ctx.config.publicUrl,
    messageRate: ctx.config.wsMessageRate,
    slots: {
      store: slotStore,
      perUser: ctx.config.wsMaxConnectionsPerUser,
      perAddress: ctx.config.wsMaxConnectionsPerAddress,
    },
    clock: () => ctx.now().getTime(),
  });
  app.addHook("onClose", async () => slotStore.close());
  return registry;
}
