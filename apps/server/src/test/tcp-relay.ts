import { connect, createServer, type Server, type Socket } from "node:net";
import { type Database, openPostgres } from "../db/client.js";
import { createTestDatabase } from "./test-database.js";

export interface TcpRelay {
  /** The loopback port the relay listens on; the same across stop and start. */
  readonly port: number;
  /** Listens again: new connections reach the target. */
  start(): Promise<void>;
  /** Cuts every relayed connection and refuses new ones, as a server that went away. */
  stop(): Promise<void>;
  /**
   * Keeps every connection open but passes nothing either way, new ones included, as a network
   * partition: no reset tells the client. `start()` delivers what was held, as TCP would.
   */
  freeze(): void;
}

/**
 * A TCP relay in front of a shared service (PostgreSQL, Redis): cutting it takes the service away
 * from one app under test, and restarting it brings it back, without touching the service itself.
 */
export async function startTcpRelay(host: string, port: number): Promise<TcpRelay> {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let relayPort = 0;
  let frozen = false;
  const held: Array<() => void> = [];
  const start = () =>
    new Promise<void>((resolve) => {
      frozen = false;
      for (const deliver of held.splice(0)) deliver();
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        const relay = (to: Socket) => (chunk: Buffer) => {
          if (frozen) held.push(() => to.write(chunk));
          else to.write(chunk);
        };
        client.on("data", relay(upstream));
        upstream.on("data", relay(client));
        client.on("end", () => upstream.end());
        upstream.on("end", () => client.end());
      });
      server.listen(relayPort, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") relayPort = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      held.length = 0;
      for (const s of sockets) s.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await start();
  return {
    get port() {
      return relayPort;
    },
    start,
    stop,
    freeze: () => {
      frozen = true;
    },
  };
}

/** The URL with its port moved to the relay's. */
export function viaRelay(url: string, relay: TcpRelay): string {
  const moved = new URL(url);
  moved.host = `127.0.0.1:${relay.port}`;
  return moved.toString();
}

/**
 * The test file's own PostgreSQL database (see createTestDatabase), reached through a relay the
 * test can cut; closing it closes the relay's pool, then drops the database.
 */
export async function relayedTestDatabase(
  relayFor: (host: string, port: number) => Promise<TcpRelay>,
  options: { statementTimeoutMs?: number } = {},
) {
  const direct = await createTestDatabase();
  if (direct.raw.kind !== "postgres") throw new Error("a relayed database needs TEST_DATABASE_URL");
  const url = new URL(String(direct.raw.pool.options.connectionString));
  const relay = await relayFor(url.hostname, Number(url.port || 5432));
  const relayed = openPostgres(viaRelay(url.toString(), relay), { max: 5, ...options });
  const database: Database = {
    ...relayed,
    close: async () => {
      await relayed.close();
      await direct.close();
    },
  };
  return { relay, database };
}
