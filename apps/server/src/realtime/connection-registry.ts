import type { ServerMessage } from "@meridian/contract";
import type { WebSocket } from "ws";

export interface LiveConnection {
  id: string;
  socket: WebSocket;
  userId: string | null;
  sessionId: string | null;
  /** Highest notification sequence sent, so a replay and live delivery never send one twice. */
  lastSequence: number;
  /** Live notifications held back while a replay is being sent. */
  pending: ServerMessage[] | null;
}

/** The sockets of this node, by user: what the bus delivers to and the connection limit counts. */
export class ConnectionRegistry {
  private readonly all = new Map<string, LiveConnection>();
  private readonly byUser = new Map<string, Set<LiveConnection>>();

  get size(): number {
    return this.all.size;
  }

  add(connection: LiveConnection): void {
    this.all.set(connection.id, connection);
  }

  /** Files an authenticated connection under its user. */
  bind(connection: LiveConnection, userId: string, sessionId: string): void {
    connection.userId = userId;
    connection.sessionId = sessionId;
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(connection);
  }

  remove(connection: LiveConnection): void {
    this.all.delete(connection.id);
    if (!connection.userId) return;
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.userId);
  }

  ofUser(userId: string): Iterable<LiveConnection> {
    return this.byUser.get(userId) ?? [];
  }

  authenticated(): LiveConnection[] {
    return [...this.all.values()].filter((c) => c.sessionId !== null);
  }

  everyone(): Iterable<LiveConnection> {
    return this.all.values();
  }
}
