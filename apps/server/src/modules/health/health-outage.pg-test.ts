import { connect, createServer, type Server, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { openPostgres } from "../../db/client.js";
import { createTestApp } from "../../test/test-app.js";

// A TCP relay in front of the real PostgreSQL lets the test take the database away and bring it
// back without touching the server every other test shares.
describe("readiness across a PostgreSQL outage", () => {
  it("flips to 503 within 2 s and recovers without a restart", async () => {
    const target = new URL(process.env.TEST_DATABASE_URL ?? "");
    const relay = await startRelay(target.hostname, Number(target.port || 5432));
    const viaRelay = new URL(target);
    viaRelay.port = String(relay.port);
    const app = await createTestApp({ database: openPostgres(viaRelay.toString()) });
    const ready = () => app.app.inject({ method: "GET", url: "/api/health/ready" });

    expect((await ready()).statusCode).toBe(200);

    await relay.stop();
    const down = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - down < 2_000) status = (await ready()).statusCode;
    expect(status).toBe(503);
    expect(Date.now() - down).toBeLessThan(2_000);

    // Once PostgreSQL is reachable again, the next check opens a fresh connection: no restart, no wait.
    await relay.start();
    expect((await ready()).statusCode).toBe(200);
    await app.app.close();
    await relay.stop();
  });
});

async function startRelay(host: string, port: number) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let relayPort = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(relayPort, "127.0.0.1", () => {
        const address = server?.address();
        if (address && typeof address === "object") relayPort = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
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
  };
}
