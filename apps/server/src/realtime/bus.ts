import { EventEmitter } from "node:events";
import type { ServerMessage } from "@meridian/contract";
import type { RedisLink } from "../lib/redis-link.js";

/** What travels between services and sockets, on this node and across nodes. */
export type BusEvent =
  | { kind: "user-message"; userId: string; message: ServerMessage }
  /** Close sockets of a user: all of them, one session's, or all but one session's. */
  | { kind: "end-sessions"; userId: string; sessionId?: string; exceptSessionId?: string }
  /** The university catalogue changed on node `from`: these rows, or all of them (an import). */
  | { kind: "catalogue-changed"; from: string; ids?: string[] };

export interface Bus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  /** Resolves once this node receives events, so nothing published right after start is missed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

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

const CHANNEL = "meridian:events";

/**
 * Many nodes: events go through Redis pub/sub, so a socket on node B gets what node A published.
 * While Redis is unreachable, events reach this node's sockets only (and nothing is lost here).
 */
export class RedisBus implements Bus {
  private readonly handlers: ((event: BusEvent) => void)[] = [];
  private readonly subscribed: Promise<unknown>;

  constructor(private readonly link: RedisLink) {
    link.subscriber.on("message", (_channel, payload: string) => {
      let event: BusEvent;
      try {
        event = JSON.parse(payload) as BusEvent;
      } catch {
        return;
      }
      this.deliver(event);
    });
    this.subscribed = link.subscriber.subscribe(CHANNEL).catch(() => undefined);
  }

  async publish(event: BusEvent): Promise<void> {
    // Through Redis, this node hears its own event back; without the subscription it would not.
    const echoed = this.link.subscriber.status === "ready";
    if (!echoed) this.deliver(event);
    try {
      await this.link.commands.publish(CHANNEL, JSON.stringify(event));
    } catch {
      if (echoed) this.deliver(event);
    }
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
