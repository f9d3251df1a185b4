import { userTopic } from "@meridian/contract";
import type { FastifyInstance } from "fastify";
import type { BusEvent } from "../lib/bus.js";
import type { AppContext } from "../lib/context.js";
import { type AuthenticateToken, registerConnections } from "./connection.js";
import { type AuthenticatedConnection, ConnectionRegistry } from "./connection-registry.js";
import { createLoadAlerts } from "./load-alerts.js";
import { errorMessage, MessageRouter, type RealtimeFeature } from "./message-router.js";
import { closeEndedSessions, startSessionSweeper } from "./session-sweeper.js";
import { MemorySocketSlots, RedisSocketSlots } from "./socket-slots.js";

export interface RealtimeOptions {
  authenticate: AuthenticateToken;
  features: readonly RealtimeFeature[];
  /** Writes the session activity this node holds in memory, so the sweeper reads it (decision 027). */
  flushSessionActivity?: () => Promise<void>;
}

/** Public topics one socket may hold at once (a page subscribes to one or two). */
const MAX_TOPICS_PER_CONNECTION = 20;

/**
 * What the channel itself answers, whatever features are plugged in: ping, the user's own topic,
 * and the public topics features declare (subscribe and unsubscribe).
 */
function registerCoreMessages(
  router: MessageRouter,
  registry: ConnectionRegistry,
  isPublicTopic: (topic: string) => boolean,
): void {
  router.on("ping", (connection) => connection.send({ type: "pong", timestamp: new Date().toISOString() }), {
    beforeAuthentication: true,
  });
  router.on("subscribe", (connection, message) => {
    const { topic } = message.data;
    const subscribed = { type: "subscribed", timestamp: new Date().toISOString(), data: { topic } } as const;
    // The user's own channel is always theirs (its messages come by user, not by topic).
    if (topic === userTopic(connection.userId ?? "")) {
      connection.send(subscribed);
    } else if (!isPublicTopic(topic)) {
      connection.send(errorMessage("FORBIDDEN", "You may not subscribe to this topic"));
    } else if (!registry.subscribe(connection as AuthenticatedConnection, topic, MAX_TOPICS_PER_CONNECTION)) {
      connection.send(
        errorMessage("TOO_MANY_TOPICS", `Unsubscribe first: at most ${MAX_TOPICS_PER_CONNECTION} topics`),
      );
    } else {
      connection.send(subscribed);
    }
  });
  router.on("unsubscribe", (connection, message) => registry.unsubscribe(connection, message.data.topic));
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
  const publicTopics = options.features.flatMap((feature) =>
    feature.isPublicTopic ? [feature.isPublicTopic.bind(feature)] : [],
  );
  registerCoreMessages(router, registry, (topic) => publicTopics.some((isPublic) => isPublic(topic)));
  for (const feature of options.features) feature.register(router);

  ctx.bus.subscribe((event: BusEvent) => {
    if (event.kind === "end-sessions") {
      closeEndedSessions(registry, event);
      return;
    }
    if (event.kind !== "user-message" && event.kind !== "topic-message") return;
    // Serialised once for all of the sockets: a fan-out to thousands must not re-encode.
    const serialized = JSON.stringify(event.message);
    const connections =
      event.kind === "user-message" ? registry.ofUser(event.userId) : registry.ofTopic(event.topic);
    for (const connection of connections) router.deliver(connection, event.message, serialized);
  });
  const stopSweeper = startSessionSweeper(registry, {
    db: ctx.db,
    now: ctx.now,
    lifetimes: ctx.config.sessionLifetimes,
    beforeSweep: options.flushSessionActivity,
    onError: (err) => app.log.warn({ err }, "session sweep failed"),
  });
  app.addHook("onClose", async () => stopSweeper());
  // With Redis, a user's and an address's sockets are counted across every node.
  const slotStore = ctx.redis
    ? new RedisSocketSlots(ctx.config.redisUrl ?? "", {
        prefix: ctx.redis.prefix,
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
