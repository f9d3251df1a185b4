// Realtime fan-out benchmark: N authenticated WebSocket clients on one node, notifications
// published to all of them; prints connect time, delivery latency p50/p99 and the server's RSS.
// Usage: npm run bench:ws [-- --clients 5000 --rounds 10]
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import { signInDemo, startBuiltServer } from "./lib.js";

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const clientCount = argument("clients", 5_000);
const rounds = argument("rounds", 10);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rssMegabytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

// A node in its steady state: the first start seeds the catalogue into a fresh data directory,
// the measured start serves from it.
const dataDir = mkdtempSync(join(tmpdir(), "meridian-bench-ws-"));
const seeding = await startBuiltServer({ DATA_DIR: dataDir });
seeding.proc.kill("SIGTERM");
await new Promise((resolve) => seeding.proc.once("exit", resolve));
// Every client is the demo student on 127.0.0.1: the per-user and per-address caps are lifted.
const server = await startBuiltServer({
  DATA_DIR: dataDir,
  WS_MAX_CONNECTIONS: String(clientCount + 100),
  WS_MAX_CONNECTIONS_PER_USER: String(clientCount + 100),
  WS_MAX_CONNECTIONS_PER_ADDRESS: String(clientCount + 100),
});
const sockets: WebSocket[] = [];
try {
  const token = await signInDemo(server.url, "bench/ws first device");
  const wsUrl = `${server.url.replace("http", "ws")}/ws`;
  const rssBefore = rssMegabytes(server.proc.pid);
  // Latency from the server's publish (the message's timestamp) to arrival; one machine, one clock.
  let onNotification: (latencyMs: number) => void = () => {};

  /** Opens one socket and resolves once the server has authenticated it. */
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(wsUrl);
      sockets.push(socket);
      socket.on("error", reject);
      socket.on("message", (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; timestamp: string };
        if (message.type === "connected")
          socket.send(JSON.stringify({ type: "authenticate", data: { token } }));
        else if (message.type === "authenticated") resolve();
        else if (message.type === "notification") onNotification(Date.now() - Date.parse(message.timestamp));
      });
    });

  const connectStart = performance.now();
  for (let i = 0; i < clientCount; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, clientCount - i) }, open));
  }
  const connectMs = performance.now() - connectStart;
  const rssConnected = rssMegabytes(server.proc.pid);

  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let received = 0;
    const done = new Promise<void>((resolve) => {
      onNotification = (latency) => {
        latencies.push(latency);
        received += 1;
        if (received === clientCount) resolve();
      };
    });
    // A sign-in from a browser never seen before notifies the student on every open socket.
    await signInDemo(server.url, `bench/ws device ${round}`);
    await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
    if (received < clientCount) console.log(`round ${round}: only ${received}/${clientCount} delivered`);
  }
  const rssAfter = rssMegabytes(server.proc.pid);
  latencies.sort((a, b) => a - b);

  console.log(
    `node ${process.version}, PGlite (catalogue seeded), ${clientCount} authenticated clients, ${rounds} notifications to all`,
  );
  console.log("");
  console.log("| figure | value |");
  console.log("|---|---:|");
  console.log(`| connect + authenticate ${clientCount} clients | ${(connectMs / 1000).toFixed(2)} s |`);
  console.log(`| deliveries | ${latencies.length} of ${clientCount * rounds} |`);
  console.log(
    `| delivery latency p50 (server publish -> client) | ${percentile(latencies, 50).toFixed(1)} ms |`,
  );
  console.log(`| delivery latency p99 | ${percentile(latencies, 99).toFixed(1)} ms |`);
  console.log(
    `| server RSS before / connected / after | ${rssBefore.toFixed(0)} / ${rssConnected.toFixed(0)} / ${rssAfter.toFixed(0)} MB |`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  server.proc.kill("SIGTERM");
}
