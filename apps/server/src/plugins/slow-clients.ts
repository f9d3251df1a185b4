import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import type { Config } from "../config.js";

/**
 * Node checks its header and request timeouts on a timer (30 s by default), so a slow client
 * could outlive its timeout by that much: checked at least every second here.
 */
const LONGEST_TIMEOUT_CHECK_MS = 1_000;

/**
 * The server options that bound a slow client (decision 079): headers and the whole request must
 * arrive in time, a socket passing nothing either way is closed, and an idle keep-alive socket is
 * kept a little longer than a balancer's usual 60 s so that the balancer, not the node, closes it.
 */
export function slowClientOptions(http: Config["http"]): Partial<FastifyServerOptions> {
  return {
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(LONGEST_TIMEOUT_CHECK_MS, http.headersTimeoutMs),
    },
  } as Partial<FastifyServerOptions>;
}

/**
 * Caps the sockets one remote address may hold open (0: no cap), so one host cannot take every
 * file descriptor. The socket's own address, not a forwarded one: the cap acts before a byte is
 * read, and behind a proxy it counts the proxy (which is why it is off by default there, see
 * config.ts). A socket past the cap is destroyed at once: answering it would mean reading from it.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  // Addresses refused since they were last under the cap: one log line each time one reaches it.
  const refusing = new Set<string>();
  const closed = (address: string) => {
    const left = (open.get(address) ?? 1) - 1;
    if (left > 0) open.set(address, left);
    else open.delete(address);
    refusing.delete(address);
  };
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    // A socket already gone has no address left to count.
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!refusing.has(address)) {
        refusing.add(address);
        log.warn({ address, max }, "refusing connections: this address holds its most sockets");
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => closed(address));
  });
}
