// What one request costs the server, in CPU time of its main thread (decision 056's method): the
// servers are pinned to one core and this load generator to the other, a fixed number of requests
// is sent at the connections, and the main thread's CPU time over them is divided by their count.
// Rounds after the first agree within a few µs on a shared machine where req/s moves by half;
// from one run to the next the machine's speed moves too, so compare only figures of one run.
// Prints, per target, the µs of every round after the first and the median of their ratios to the
// bare route of the same round.
// Usage: npm run bench:cost [-- --requests 40000 --rounds 4 --connections 50]
//        [-- --compare path/to/another/build/main.js[,another…]]  (other server builds, measured in the same rounds)
// On PGlite by default; DATABASE_URL runs it on PostgreSQL (as bench:api).
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import {
  browserHeaders,
  buildsToCompare,
  cpuSeconds,
  databaseEnv,
  numberArgument,
  percentile,
  pinServers,
  signInDemo,
  startBareFastify,
  startSeededServer,
} from "./lib.js";

const requests = numberArgument("requests", 40_000);
const rounds = Math.max(2, numberArgument("rounds", 4));
const connections = numberArgument("connections", 50);

/** CPU seconds the process's main thread has used (its task whose id is the process id). */
const mainThreadSeconds = (pid: number | undefined) => cpuSeconds(pid, pid);

/** What the web app sends with each request of the signed-in demo student: token and cookie. */
async function signIn(base: string): Promise<Record<string, string>> {
  const token = await signInDemo(base, "meridian-bench cost");
  return { authorization: `Bearer ${token}`, cookie: (await browserHeaders(base)).cookie ?? "" };
}

interface Target {
  name: string;
  pid: number | undefined;
  url: string;
  headers?: Record<string, string>;
  costs: number[];
}

/** One round of one target: µs of main-thread CPU a request. */
async function round(target: Target): Promise<number> {
  const before = mainThreadSeconds(target.pid);
  const result = await autocannon({
    url: target.url,
    connections,
    amount: requests,
    headers: target.headers,
  });
  const spent = mainThreadSeconds(target.pid) - before;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return (spent * 1e6) / requests;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const bare = await startBareFastify();
const builds = buildsToCompare();
const servers: { entry: string; url: string; proc: ChildProcess }[] = [];
try {
  for (const entry of builds) servers.push({ entry, ...(await startSeededServer(databaseEnv(), {}, entry)) });
  const targets: Target[] = [
    { name: "bare Fastify GET /hello", pid: bare.proc.pid, url: `${bare.url}/hello`, costs: [] },
  ];
  for (const [index, server] of servers.entries()) {
    const label = servers.length > 1 ? ` (build ${index + 1})` : "";
    const signedIn = await signIn(server.url);
    targets.push(
      {
        name: `GET /api/health/live${label}`,
        pid: server.proc.pid,
        url: `${server.url}/api/health/live`,
        costs: [],
      },
      {
        name: `GET /api/auth/me${label}`,
        pid: server.proc.pid,
        url: `${server.url}/api/auth/me`,
        headers: signedIn,
        costs: [],
      },
    );
  }
  const pinning = pinServers([bare.proc, ...servers.map((s) => s.proc)]);
  if (!pinning.pinned) throw new Error(`this measure needs the servers pinned: ${pinning.note}`);
  // Rounds go through every target in turn, so a change in the machine's speed meets them all.
  for (let r = 0; r < rounds; r++) {
    for (const target of targets) {
      const cost = await round(target);
      // The first round warms the JIT and the caches: it costs about twice as much and is left out.
      if (r > 0) target.costs.push(cost);
    }
  }
  // The machine's speed moves between rounds (shared cores): each round's cost is set against the
  // bare route's of the same round, and the median of those ratios is the figure.
  const bareCosts = targets[0]?.costs ?? [];
  console.log(
    `\n${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${requests} requests a round at ${connections} connections`,
  );
  for (const [i, server] of servers.entries()) console.log(`build ${i + 1}: ${server.entry}`);
  console.log(
    "| target | main-thread µs a request (rounds 2+) | median µs | bare / this (median of the rounds) |",
  );
  console.log("|---|---|---:|---:|");
  for (const { name, costs } of targets) {
    const ratios = costs.map((cost, i) => (bareCosts[i] ?? 0) / cost);
    console.log(
      `| ${name} | ${costs.map((c) => c.toFixed(1)).join(", ")} | ${median(costs).toFixed(1)} | ${median(ratios).toFixed(2)} |`,
    );
  }
} finally {
  bare.proc.kill("SIGKILL");
  for (const server of servers) server.proc.kill("SIGTERM");
}
