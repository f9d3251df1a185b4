import { type ClientMessage, ClientMessageSchema, type ServerMessage } from "@meridian/contract";
import type { AuthenticatedConnection, LiveConnection } from "./connection-registry.js";

export type ClientMessageOf<T extends ClientMessage["type"]> = Extract<ClientMessage, { type: T }>;
export type ServerMessageOf<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

/** What the client sent with `authenticate`: its token, and the cursors features replay from. */
export type Handshake = ClientMessageOf<"authenticate">["data"];

export type MessageHandler<T extends ClientMessage["type"]> = (
  connection: LiveConnection,
  message: ClientMessageOf<T>,
) => void | Promise<void>;

export type AuthenticatedHook = (connection: AuthenticatedConnection, handshake: Handshake) => Promise<void>;

/**
 * Decides how a message pushed through the bus reaches one socket: send it (`connection.send`),
 * hold it, or drop it. `serialized` is the message already encoded once for the whole fan-out.
 */
export type DeliveryHandler<T extends ServerMessage["type"]> = (
  connection: AuthenticatedConnection,
  message: ServerMessageOf<T>,
  serialized?: string,
) => void;

interface Route {
  handler: MessageHandler<ClientMessage["type"]>;
  beforeAuthentication: boolean;
}

/**
 * The registry between the socket and the features: a feature registers what it answers (client
 * message types), what it does once a client has authenticated (a replay from the client's
 * cursor), and how its pushed messages reach a socket. The router knows no feature; each type has
 * exactly one owner, so two features cannot silently fight over a message.
 */
export class MessageRouter {
  private readonly routes = new Map<ClientMessage["type"], Route>();
  private readonly deliveries = new Map<ServerMessage["type"], DeliveryHandler<ServerMessage["type"]>>();
  private readonly afterAuthentication: AuthenticatedHook[] = [];

  /**
   * Answers one client message type. Unless `beforeAuthentication`, a message from a connection
   * that has not authenticated yet is refused with an error and never reaches the handler.
   */
  on<T extends ClientMessage["type"]>(
    type: T,
    handler: MessageHandler<T>,
    options: { beforeAuthentication?: boolean } = {},
  ): this {
    if (this.routes.has(type)) throw new Error(`realtime: "${type}" already has a handler`);
    this.routes.set(type, {
      // A Map cannot say "the handler of key T takes message T"; on()'s signature makes the pairing.
      handler: handler as unknown as MessageHandler<ClientMessage["type"]>,
      beforeAuthentication: options.beforeAuthentication ?? false,
    });
    return this;
  }

  /** Runs once a connection has authenticated, with what the client sent (its replay cursors). */
  onAuthenticated(hook: AuthenticatedHook): this {
    this.afterAuthentication.push(hook);
    return this;
  }

  /** Takes over how pushed messages of one server type reach a socket (default: sent as they are). */
  onDeliver<T extends ServerMessage["type"]>(type: T, handler: DeliveryHandler<T>): this {
    if (this.deliveries.has(type)) throw new Error(`realtime: delivery of "${type}" already has an owner`);
    this.deliveries.set(type, handler as unknown as DeliveryHandler<ServerMessage["type"]>);
    return this;
  }

  /** Validates a raw frame against the contract's client union and hands it to its handler. */
  async dispatch(connection: LiveConnection, raw: string): Promise<void> {
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      payload = undefined;
    }
    const parsed = ClientMessageSchema.safeParse(payload);
    const route = parsed.success ? this.routes.get(parsed.data.type) : undefined;
    // A type the contract has but no feature on this server answers is as unknown to the client.
    if (!parsed.success || !route) {
      connection.send(errorMessage("BAD_MESSAGE", "Unknown or malformed message"));
      return;
    }
    if (!route.beforeAuthentication && !connection.sessionId) {
      connection.send(errorMessage("UNAUTHENTICATED", "Authenticate first"));
      return;
    }
    await route.handler(connection, parsed.data);
  }

  /**
   * Runs the features' after-authentication hooks and returns what they threw. They start together,
   * so the synchronous start of every hook (a feature holding live messages back while it replays)
   * happens before any live message can reach the connection; one failing does not stop the others.
   */
  async authenticated(connection: AuthenticatedConnection, handshake: Handshake): Promise<unknown[]> {
    const results = await Promise.allSettled(
      this.afterAuthentication.map(async (hook) => hook(connection, handshake)),
    );
    return results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
  }

  /** Hands a pushed message to its owner's delivery handler, or sends it. */
  deliver(connection: AuthenticatedConnection, message: ServerMessage, serialized?: string): void {
    const owner = this.deliveries.get(message.type);
    if (owner) owner(connection, message, serialized);
    else connection.send(message, serialized);
  }
}

/** A feature's part in the channel: it registers its handlers with the router, and nothing else. */
export interface RealtimeFeature {
  name: string;
  register(router: MessageRouter): void;
  /**
   * True for a topic of this feature any signed-in connection may subscribe to: it carries public
   * content only (forum categories and posts), so no per-user check stands behind it.
   */
  isPublicTopic?(topic: string): boolean;
}

/** The contract's `error` answer. */
export function errorMessage(code: string, message: string): ServerMessage {
  return { type: "error", timestamp: new Date().toISOString(), data: { code, message } };
}
