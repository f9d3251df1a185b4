import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Bus, BusEvent } from "../lib/bus.js";
import type { RedisLink } from "../lib/redis-link.js";

/** One process: events go straight to the subscribers. */
export class MemoryBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: BusEvent): Promise<void> {
    this.emitter.emit("event", event);
  }

  subscribe(handler: (event: BusEvent) => void): void {
    this.emitter.on("event", handler);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

// Channels under the deployment's prefix (decision 082): pub/sub ignores the database index.
const eventsChannel = (prefix: string) => `${prefix}events`;
/** Nodes confirm here that they acted on an event published with `heard`, by its ack id. */
const acksChannel = (prefix: string) => `${prefix}events:acks`;
/** How long a publisher waits for every node's confirmation before answering anyway. */
const ACK_WAIT_MS = 1_000;

interface PendingAck {
  received: number;
  /** How many subscribers Redis delivered the event to, once PUBLISH answers. */
  expected?: number;
  done: () => void;
}

/**
 * Many nodes: events go through Redis pub/sub, so a socket on node B gets what node A published.
 * While Redis is unreachable, events reach this node's sockets only (and nothing is lost here).
 */
export class RedisBus implements Bus {
  private readonly handlers: ((event: BusEvent) => void)[] = [];
  private readonly subscribed: Promise<unknown>;
  private readonly acks = new Map<string, PendingAck>();
  private readonly channel: string;
  private readonly ackChannel: string;

  constructor(private readonly link: RedisLink) {
    this.channel = eventsChannel(link.prefix);
    this.ackChannel = acksChannel(link.prefix);
    link.subscriber.on("message", (channel: string, payload: string) => {
      if (channel === this.ackChannel) return this.acknowledge(payload);
      if (channel !== this.channel) return;
      let message: BusEvent & { ackId?: string };
      try {
        message = JSON.parse(payload) as BusEvent & { ackId?: string };
      } catch {
        return;
      }
      const { ackId, ...event } = message;
      // Handlers run synchronously: once delivered, this node has acted on the event.
      this.deliver(event as BusEvent);
      if (ackId) void this.link.commands.publish(this.ackChannel, ackId).catch(() => undefined);
    });
    this.subscribed = link.subscriber.subscribe(this.channel, this.ackChannel).catch(() => undefined);
  }

  async publish(event: BusEvent, options: { heard?: boolean } = {}): Promise<void> {
    // Redis known silent or gone: this node's sockets only, at once, never waiting out a timeout.
    if (!this.link.available) {
      this.deliver(event);
      return;
    }
    // Through Redis, this node hears its own event back; without the subscription it would not.
    const echoed = this.link.subscriber.status === "ready";
    if (!echoed) this.deliver(event);
    const ackId = echoed && options.heard ? randomUUID() : undefined;
    const acknowledged = ackId ? this.untilAcknowledged(ackId) : undefined;
    try {
      const receivers = await this.link.commands.publish(
        this.channel,
        JSON.stringify(ackId ? { ...event, ackId } : event),
      );
      if (ackId) this.expect(ackId, receivers);
      await acknowledged;
    } catch {
      if (ackId) this.expect(ackId, 0);
      if (echoed) this.deliver(event);
    }
  }

  /** Resolves once every node that received the event confirmed it, or after ACK_WAIT_MS. */
  private untilAcknowledged(ackId: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.settle(ackId), ACK_WAIT_MS);
      timer.unref();
      this.acks.set(ackId, {
        received: 0,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private expect(ackId: string, receivers: number): void {
    const pending = this.acks.get(ackId);
    if (!pending) return;
    pending.expected = receivers;
    if (pending.received >= receivers) this.settle(ackId);
  }

  private acknowledge(ackId: string): void {
    const pending = this.acks.get(ackId);
    if (!pending) return;
    pending.received++;
    if (pending.expected !== undefined && pending.received >= pending.expected) this.settle(ackId);
  }

  private settle(ackId: string): void {
    this.acks.get(ackId)?.done();
    this.acks.delete(ackId);
  }

  subscribe(handler: (event: BusEvent) => void): void {
    this.handlers.push(handler);
  }

  /** Resolves once subscribed, or at once when Redis is known to be unreachable (this node alone, then). */
  async ready(): Promise<void> {
    if (this.link.known === false) return;
    await new Promise<void>((resolve) => {
      const onChange = (available: boolean) => {
        if (available) return;
        this.link.off("change", onChange);
        resolve();
      };
      this.link.on("change", onChange);
      void this.subscribed.then(() => {
        this.link.off("change", onChange);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    this.handlers.length = 0;
  }

  private deliver(event: BusEvent): void {
    for (const handler of this.handlers) handler(event);
  }
}
