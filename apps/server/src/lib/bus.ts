import type { ServerMessage } from "@meridian/contract";

// The bus as services see it: they publish and subscribe through AppContext.bus and never learn
// which implementation carries the events (realtime/bus.ts: one process, or Redis across nodes).
// The interface sits in lib, below the realtime layer that implements it.

/** What travels between services and sockets, on this node and across nodes. */
export type BusEvent =
  | { kind: "user-message"; userId: string; message: ServerMessage }
  /** A message for every socket subscribed to a public topic (a forum category or post). */
  | { kind: "topic-message"; topic: string; message: ServerMessage }
  /** Close sockets of a user: all of them, one session's, or all but one session's. */
  | { kind: "end-sessions"; userId: string; sessionId?: string; exceptSessionId?: string }
  /** A user's account fields changed (sessions stay): every node drops the user's cached sessions. */
  | { kind: "account-changed"; userId: string }
  /** The university catalogue changed on node `from`: these rows, or all of them (an import). */
  | { kind: "catalogue-changed"; from: string; ids?: string[] };

export interface Bus {
  /**
   * Sends an event to every node. With `heard`, resolves only once every node Redis delivered it
   * to has acted on it (or after a second): a revocation is in force everywhere before the request
   * that made it is answered.
   */
  publish(event: BusEvent, options?: { heard?: boolean }): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  /** Resolves once this node receives events, so nothing published right after start is missed. */
  ready(): Promise<void>;
  close(): Promise<void>;
}
