// Realtime benchmark on one node: N authenticated WebSocket clients, notifications published to
// all of them (connect time, delivery latency p50/p99, the server's RSS), then a node restart with
// M clients that all reconnect at once (time until every one is authenticated again).
// Usage: npm run bench:ws [-- --clients 10000 --rounds 10 --storm 5000 --processes 2]
// On PGlite by default; DATABASE_URL runs it on PostgreSQL.
// Every client is the demo student on 127.0.0.1, so the per-user and per-address socket caps
// (WS_MAX_CONNECTIONS_PER_USER, WS_MAX_CONNECTIONS_PER_ADDRESS, decision 026) and the node's
// WS_MAX_CONNECTIONS are lifted through their variables; clients send one frame each, well
// inside the message rate. The clients live in `--processes` child processes (bench/ws-clients.ts).
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  databaseEnv,
  describeIdleMemory,
  ensureDescriptorLimit,
  freePort,
  idleMemoryOfNewServer,
  numberArguments,
  percentile,
  rssMegabytes,
  signInDemo,
  startBuiltServer,
  startSeededServer,
} from "./lib.js";
import type { Command, Reply } from "./ws-clients.js";

const {
  clients: clientCount,
  rounds,
  storm: stormAsked,
  processes: processCount,
} = numberArguments({ clients: 10_000, rounds: 10, storm: 5_000, processes: 2 });
const stormCount = Math.min(stormAsked, clientCount);

// The server holds a descriptor per socket (and each client process one per client).
ensureDescriptorLimit(clientCount + 200, "raise it or run fewer --clients");

const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const nodeEnv = {
  ...databaseEnv(),
  DATA_DIR: mkdtempSync(join(tmpdir(), "meridian-bench-ws-")),
  PORT: String(await freePort()),
  SHUTDOWN_DRAIN_MS: "0",
  WS_MAX_CONNECTIONS: String(clientCount + 100),
  WS_MAX_CONNECTIONS_PER_USER: String(clientCount + 100),
  WS_MAX_CONNECTIONS_PER_ADDRESS: String(clientCount + 100),
};
const idle = await idleMemoryOfNewServer(nodeEnv);
let server = await startSeededServer(nodeEnv);

/** One child process of clients (bench/ws-clients.ts): commands out, replies in order. */
class ClientProcess {
  readonly proc: ChildProcess;
  private readonly replies: Reply[] = [];
  private readonly waiting: ((reply: Reply) => void)[] = [];

  constructor() {
    this.proc = fork(fileURLToPath(new URL("./ws-clients.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.proc.on("message", (reply: Reply) => {
      const waiter = this.waiting.shift();
      if (waiter) waiter(reply);
      else this.replies.push(reply);
    });
  }

  /** Sends a command and resolves with the next reply. */
  ask(command: Command): Promise<Reply> {
    this.proc.send(command);
    return this.next();
  }

  /** The next reply not yet taken. */
  next(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** Shares `total` between the processes as evenly as possible. */
const shares = (total: number) =>
  Array.from(
    { length: processCount },
    (_, i) => Math.floor(total / processCount) + (i < total % processCount ? 1 : 0),
  );

const failuresOf = (replies: Reply[]) => replies.flatMap((reply) => ("failed" in reply ? reply.failed : []));

/** "12 × closed 1006" per distinct reason. */
function summarise(failed: string[]): string {
  const counts = new Map<string, number>();
  for (const reason of failed) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => `${count} × ${reason}`).join(", ");
}

const children = Array.from({ length: processCount }, () => new ClientProcess());
try {
  const token = await signInDemo(server.url, "bench/ws first device");
  const url = `${server.url.replace("http", "ws")}/ws`;
  const rssBefore = rssMegabytes(server.proc.pid);

  // 250 at a time per process, as the earlier single-process benchmark did.
  const connectStart = performance.now();
  const opened = await Promise.all(
    children.map((child, i) =>
      child.ask({ cmd: "open", url, token, count: shares(clientCount)[i] ?? 0, batch: 250 }),
    ),
  );
  const connectMs = performance.now() - connectStart;
  const openFailures = failuresOf(opened);
  const rssConnected = rssMegabytes(server.proc.pid);

  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Every process listening first; then a sign-in from a browser never seen before notifies
    // the student on every open socket.
    await Promise.all(children.map((child) => child.ask({ cmd: "expect", timeoutMs: 10_000 })));
    await signInDemo(server.url, `bench/ws device ${round}`);
    let received = 0;
    for (const reply of await Promise.all(children.map((child) => child.next())))
      if (reply.event === "round") {
        latencies.push(...reply.latencies);
        received += reply.latencies.length;
      }
    if (received < clientCount - openFailures.length)
      console.log(`round ${round}: only ${received}/${clientCount} delivered`);
  }
  const rssAfter = rssMegabytes(server.proc.pid);
  latencies.sort((a, b) => a - b);

  // The reconnect storm: keep `stormCount` clients, restart the node on the same port, and let
  // every client reconnect the moment it answers again (the worst case: no back-off spreads them).
  await Promise.all(
    children.map((child, i) => child.ask({ cmd: "keep", count: shares(stormCount)[i] ?? 0 })),
  );
  const closed = Promise.all(children.map((child) => child.ask({ cmd: "closed" })));
  server.proc.kill("SIGTERM");
  await new Promise((resolve) => server.proc.once("exit", resolve));
  await closed;
  server = await startBuiltServer(nodeEnv);
  const stormStart = Date.now();
  const storm = await Promise.all(children.map((child) => child.ask({ cmd: "reconnect" })));
  const stormMs =
    Math.max(...storm.map((reply) => ("finishedAt" in reply ? reply.finishedAt : 0))) - stormStart;
  const stormFailures = failuresOf(storm);

  console.log(
    `node ${process.version}, ${driver} (catalogue seeded), ${clientCount} authenticated clients in ${processCount} processes, ${rounds} notifications to all, then a restart with ${stormCount} clients`,
  );
  console.log(describeIdleMemory(driver, idle));
  console.log("");
  console.log("| figure | value |");
  console.log("|---|---:|");
  console.log(
    `| connect + authenticate ${clientCount} clients (250 at a time per process) | ${(connectMs / 1000).toFixed(2)} s${openFailures.length ? ` (failed: ${summarise(openFailures)})` : ""} |`,
  );
  console.log(`| deliveries | ${latencies.length} of ${clientCount * rounds} |`);
  console.log(
    `| delivery latency p50 (server publish -> client) | ${percentile(latencies, 50).toFixed(1)} ms |`,
  );
  console.log(`| delivery latency p99 | ${percentile(latencies, 99).toFixed(1)} ms |`);
  console.log(
    `| server RSS before / connected / after | ${rssBefore.toFixed(0)} / ${rssConnected.toFixed(0)} / ${rssAfter.toFixed(0)} MB |`,
  );
  console.log(
    `| restart: ${stormCount} clients reconnect at once, all authenticated | ${(stormMs / 1000).toFixed(2)} s${stormFailures.length ? ` (failed: ${summarise(stormFailures)})` : ""} |`,
  );
} finally {
  for (const child of children) child.proc.send({ cmd: "exit" } satisfies Command);
  server.proc.kill("SIGTERM");
}
