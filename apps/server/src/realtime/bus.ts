import { EventEmitter } from "node:events";
import type { ServerMessage } from "@meridian/contract";
import { Redis } from "ioredis";

/** What travels between services and sockets, on this node and across nodes. */
export type BusEvent =
  | { kind: "user-message"; userId: string; message: ServerMessage }
  /** Close sockets of a user: all of them, one session's, or all but one session's. */
  | { kind: "end-sessions"; userId: string; sessionId?: string; exceptSessionId?: string };

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

/** Many nodes: events go through Redis pub/sub, so a socket on node B gets what node A published. */
export class RedisBus implements Bus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers: ((event: BusEvent) => void)[] = [];
  private readonly subscribed: Promise<unknown>;

  constructor(url: string, onError: (err: Error) => void) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.publisher.on("error", onError);
    this.subscriber.on("error", onError);
    this.subscriber.on("message", (_channel, payload: string) => {
      let event: BusEvent;
      try {
        event = JSON.parse(payload) as BusEvent;
      } catch {
        return;
      }
      for (const handler of this.handlers) handler(event);
    });
    this.subscribed = this.subscriber.subscribe(CHANNEL);
  }

  async publish(event: BusEvent): Promise<void> {
    await this.publisher.publish(CHANNEL, JSON.stringify(event));
  }

  subscribe(handler: (event: BusEvent) => void): void {
    this.handlers.push(handler);
  }

  async ready(timeoutMs = 10_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Redis did not answer within ${timeoutMs} ms (REDIS_URL)`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([this.subscribed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.handlers.length = 0;
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
