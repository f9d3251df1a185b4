import type { SocketLike } from "@/lib/realtime/realtime-client";

/**
 * A WebSocket that never touches the network: tests open, feed and close it by hand. It is also
 * the global WebSocket in component tests, so a signed-in render never dials a real server.
 */
export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  /** The newest socket created. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error("no socket was created");
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  acceptOpen(): void {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  /** The server sends a message (objects are serialised). */
  receive(message: unknown): void {
    const data = typeof message === "string" ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent("message", { data }));
  }

  /** The connection fails. */
  fail(): void {
    this.onerror?.(new Event("error"));
  }

  /** The server (or network) closes the connection with `code`. */
  serverClose(code: number): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent("close", { code }));
  }

  /** The messages the client sent, of one type. */
  sentOfType(type: string): { type: string; data?: Record<string, unknown>; timestamp?: string }[] {
    return (this.sent as { type: string }[]).filter((message) => message.type === type);
  }
}
