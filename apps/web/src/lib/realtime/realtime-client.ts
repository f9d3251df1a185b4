import {
  type ClientMessage,
  realtimeCloseCodes,
  ServerMessageSchema,
  sessionTiming,
  userTopic,
} from "@meridian/contract";
import { readAuthToken } from "@/lib/auth-token";
import { type ToastInput, toast } from "@/lib/use-toast";
import { reconnectDelayMs } from "./backoff";
import { collectHandshake, indexHandlers, type RealtimeFeature } from "./realtime-feature";
import { describeSystemAlert, realtimeToasts } from "./realtime-toasts";

/** "connected" means authenticated: only then do pushed messages arrive. */
export type ConnectionState = "disconnected" | "connecting" | "connected";

/** The part of the browser's WebSocket the client uses, so tests can pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface RealtimeClientOptions {
  userId: string;
  /** The features plugged in: each valid server message goes to their handlers of its type. */
  features?: readonly RealtimeFeature[];
  onStateChange?: (state: ConnectionState) => void;
  /** The server refused the session (4401) or ended it (4403); no reconnect follows by itself. */
  onSessionRejected?: (code: number) => void;
  createSocket?: (url: string) => SocketLike;
  readToken?: () => string | null;
  /** The page's location; null while there is no browser context yet. */
  readLocation?: () => Pick<Location, "protocol" | "host"> | null;
  showToast?: (input: ToastInput) => void;
  random?: () => number;
}

function browserLocation(): Pick<Location, "protocol" | "host"> | null {
  return typeof window === "undefined" || !window.location?.host ? null : window.location;
}

function browserSocket(url: string): SocketLike {
  return new WebSocket(url);
}

/** The WebSocket URL of the page's own host: /ws, wss when the page is https. */
export function buildSocketUrl(location: Pick<Location, "protocol" | "host">): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return new URL("/ws", `${scheme}//${location.host}`).toString();
}

/**
 * The realtime channel of spec part 1 §4/§7: connects, authenticates in a message (never in the
 * URL), pings, reconnects with backoff and turns system messages into the toasts of §8. It knows
 * no feature: what a feature's messages mean is up to the handlers the feature plugs in.
 */
export class RealtimeClient {
  private readonly options: RealtimeClientOptions;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly readToken: () => string | null;
  private readonly readLocation: () => Pick<Location, "protocol" | "host"> | null;
  private readonly showToast: (input: ToastInput) => void;
  private readonly features: readonly RealtimeFeature[];
  private readonly handlers: ReturnType<typeof indexHandlers>;
  private socket: SocketLike | null = null;
  private stopped = true;
  private attempt = 0;
  private currentState: ConnectionState = "disconnected";
  // One "Connection error" per outage: a server that is down for a minute should not toast at every retry.
  private errorShown = false;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private authenticateTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  // Topics pages asked for while mounted, with how many of them hold each; resent after every authenticate.
  private readonly topics = new Map<string, number>();

  constructor(options: RealtimeClientOptions) {
    this.options = options;
    this.createSocket = options.createSocket ?? browserSocket;
    this.readToken = options.readToken ?? readAuthToken;
    this.readLocation = options.readLocation ?? browserLocation;
    this.showToast = options.showToast ?? ((input) => void toast(input));
    this.features = options.features ?? [];
    this.handlers = indexHandlers(this.features);
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  /** Opens the channel; it then stays open, reconnecting, until close(). */
  connect(): void {
    this.stopped = false;
    this.open();
  }

  /** Closes for good (sign-out, teardown): no reconnect. */
  close(): void {
    this.stopped = true;
    this.clearTimers();
    clearTimeout(this.connectTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(realtimeCloseCodes.normal, "Client closed");
    }
    this.setState("disconnected");
  }

  /** Tries again after the server refused the session and the session turned out to be alive. */
  reconnect(): void {
    if (this.stopped && this.socket === null) this.stopped = false;
    if (this.socket !== null || this.connectTimer !== undefined) return;
    this.scheduleReconnect();
  }

  /** Sends a client message (timestamp added); false when the socket is not open. */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify({ ...message, timestamp: new Date().toISOString() }));
    return true;
  }

  /** Subscribes to a topic once (the user's own, or a public one such as a community topic). */
  subscribe(topic: string): boolean {
    return this.send({ type: "subscribe", data: { topic } });
  }

  /**
   * Holds a topic until the returned release is called: subscribed now when the channel is up,
   * and again after every reconnect. Several holders of one topic share one subscription; the
   * last release unsubscribes.
   */
  holdTopic(topic: string): () => void {
    const holders = this.topics.get(topic) ?? 0;
    this.topics.set(topic, holders + 1);
    if (holders === 0 && this.currentState === "connected") this.subscribe(topic);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.topics.set(topic, left);
        return;
      }
      this.topics.delete(topic);
      if (this.currentState === "connected") this.send({ type: "unsubscribe", data: { topic } });
    };
  }

  /** The topics held now (for tests and diagnostics). */
  get heldTopics(): string[] {
    return [...this.topics.keys()];
  }

  private open(): void {
    this.connectTimer = undefined;
    if (this.stopped || this.socket) return;
    const location = this.readLocation();
    if (!location) {
      this.connectTimer = setTimeout(() => this.open(), sessionTiming.notReadyDeferralMs);
      return;
    }
    let url: string;
    try {
      url = buildSocketUrl(location);
    } catch {
      this.showToast(realtimeToasts.invalidUrl);
      this.connectTimer = setTimeout(() => this.open(), sessionTiming.invalidUrlRetryMs);
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.createSocket(url);
    } catch {
      this.showToast(realtimeToasts.failedToConnect);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.setState("connecting");
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onerror = () => {
      if (this.errorShown) return;
      this.errorShown = true;
      this.showToast(realtimeToasts.connectionError);
    };
    socket.onclose = (event) => this.handleClose(socket, event.code);
  }

  private handleOpen(): void {
    this.authenticateTimer = setTimeout(() => this.authenticate(), sessionTiming.authenticateDelayMs);
    this.pingTimer = setInterval(() => {
      this.send({ type: "ping" });
    }, sessionTiming.pingIntervalMs);
  }

  private authenticate(): void {
    const token = this.readToken();
    if (!token) {
      console.error("Realtime: no auth token stored; the channel stays unauthenticated");
      return;
    }
    // Read now, not at connect: a reconnect must ask for what was missed since the last message.
    this.send({ type: "authenticate", data: { ...collectHandshake(this.features), token } });
  }

  private handleMessage(raw: unknown): void {
    if (typeof raw !== "string") return;
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = ServerMessageSchema.safeParse(payload);
    // Anything outside the contract (an older or newer server) is ignored rather than guessed at.
    if (!parsed.success) return;
    const message = parsed.data;
    switch (message.type) {
      case "authenticated":
        this.attempt = 0;
        this.errorShown = false;
        this.setState("connected");
        this.subscribe(userTopic(this.options.userId));
        // A new connection knows nothing of the last one's subscriptions.
        for (const topic of this.topics.keys()) this.subscribe(topic);
        break;
      case "system_alert":
        this.showToast(describeSystemAlert(message.data));
        break;
      case "rate_limit_exceeded":
        this.showToast(realtimeToasts.rateLimit);
        break;
      default:
        break;
    }
    for (const handler of this.handlers.get(message.type) ?? []) {
      try {
        handler(message);
      } catch (err) {
        // One feature's broken handler must not keep the others (or the channel) from working.
        console.error(`Realtime: the ${message.type} handler failed`, err);
      }
    }
  }

  private handleClose(socket: SocketLike, code: number): void {
    if (this.socket !== socket) return;
    this.detach(socket);
    this.socket = null;
    this.clearTimers();
    this.setState("disconnected");
    if (this.stopped) return;
    if (code === realtimeCloseCodes.unauthenticated || code === realtimeCloseCodes.sessionEnded) {
      // Retrying with the same token cannot help; whoever owns the session decides what happens next.
      this.stopped = true;
      this.options.onSessionRejected?.(code);
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = reconnectDelayMs(this.attempt, this.options.random);
    this.attempt += 1;
    this.connectTimer = setTimeout(() => this.open(), delay);
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
  }

  private clearTimers(): void {
    clearTimeout(this.authenticateTimer);
    clearInterval(this.pingTimer);
    this.authenticateTimer = undefined;
    this.pingTimer = undefined;
  }

  private setState(next: ConnectionState): void {
    if (this.currentState === next) return;
    this.currentState = next;
    this.options.onStateChange?.(next);
  }
}
