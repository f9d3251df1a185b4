import type { ServerMessage } from "@meridian/contract";
import type { WebSocket } from "ws";

/** One open socket of this node; features keep their own per-connection state (keyed by it). */
export interface LiveConnection {
  readonly id: string;
  readonly socket: WebSocket;
  userId: string | null;
  sessionId: string | null;
  /** Sends if the socket is still open; `serialized` spares re-encoding a message fanned out to many. */
  send(message: ServerMessage, serialized?: string): void;
}

/** A connection that has authenticated: the only kind filed under a user and handed to features. */
export type AuthenticatedConnection = LiveConnection & { userId: string; sessionId: string };

/** The sockets of this node, by user: what the bus delivers to and the connection limit counts. */
export class ConnectionRegistry {
  private readonly all = new Map<string, LiveConnection>();
  private readonly byUser = new Map<string, Set<AuthenticatedConnection>>();
  private readonly byTopic = new Map<string, Set<AuthenticatedConnection>>();
  private readonly topicsOf = new Map<string, Set<string>>();

  get size(): number {
    return this.all.size;
  }

  add(connection: LiveConnection): void {
    this.all.set(connection.id, connection);
  }

  /**
   * Files an authenticated connection under its user; null when it closed while authenticating,
   * so a socket that is gone is never filed (and never leaks) under its user.
   */
  bind(connection: LiveConnection, userId: string, sessionId: string): AuthenticatedConnection | null {
    if (!this.all.has(connection.id)) return null;
    const bound = Object.assign(connection, { userId, sessionId });
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(bound);
    return bound;
  }

  /**
   * Files a connection under a topic; false when it already holds `max` topics (a page holds one or
   * two; more is a client that never unsubscribes, and each costs memory on the node).
   */
  subscribe(connection: AuthenticatedConnection, topic: string, max: number): boolean {
    let topics = this.topicsOf.get(connection.id);
    if (topics?.has(topic)) return true;
    if ((topics?.size ?? 0) >= max) return false;
    if (!topics) {
      topics = new Set();
      this.topicsOf.set(connection.id, topics);
    }
    topics.add(topic);
    let set = this.byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(connection);
    return true;
  }

  unsubscribe(connection: LiveConnection, topic: string): void {
    this.topicsOf.get(connection.id)?.delete(topic);
    const set = this.byTopic.get(topic);
    set?.delete(connection as AuthenticatedConnection);
    if (set?.size === 0) this.byTopic.delete(topic);
  }

  ofTopic(topic: string): Iterable<AuthenticatedConnection> {
    return this.byTopic.get(topic) ?? [];
  }

  remove(connection: LiveConnection): void {
    this.all.delete(connection.id);
    for (const topic of this.topicsOf.get(connection.id) ?? []) this.unsubscribe(connection, topic);
    this.topicsOf.delete(connection.id);
    if (!connection.userId) return;
    const set = this.byUser.get(connection.userId);
    set?.delete(connection as AuthenticatedConnection);
    if (set?.size === 0) this.byUser.delete(connection.userId);
  }

  ofUser(userId: string): Iterable<AuthenticatedConnection> {
    return this.byUser.get(userId) ?? [];
  }

  authenticated(): AuthenticatedConnection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  everyone(): Iterable<LiveConnection> {
    return this.all.values();
  }
}
