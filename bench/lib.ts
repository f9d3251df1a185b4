import { type ChildProcess, execFileSync, execSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { csrfHeaders } from "../e2e/csrf-headers.js";
import { freePort } from "../e2e/free-port.js";

// One port finder for the benches and the browser tests.
export { freePort };

export const serverEntry = fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url));

/** Starts the bare Fastify baseline in its own process, so both targets get a process of their own. */
export async function startBareFastify(): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const script = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
  const proc = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.once("data", () => resolve());
    proc.once("exit", () => reject(new Error("the bare Fastify server exited")));
  });
  return { url: `http://127.0.0.1:${port}`, proc };
}

/** Starts the built server on a fresh data directory and waits until it is ready. */
export async function startBuiltServer(
  env: Record<string, string> = {},
  entry = serverEntry,
): Promise<{ url: string; proc: ChildProcess }> {
  // A PORT in `env` restarts a node where its clients expect it (the reconnect storm of bench:ws).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const proc = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "meridian-bench-")),
      LOG_LEVEL: "warn",
      // Every load generator here connects from this one address, as a proxy's clients would:
      // the per-address cap (decision 079) would count them all as one host.
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return { url, proc };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill("SIGKILL");
  throw new Error("the built server did not become ready within 60 s (run `npm run build` first)");
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Runs one bounded autocannon load against a URL on this machine. */
export async function runLoad(
  name: string,
  url: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    headers?: Record<string, string>;
    overallRate?: number;
    /** Requests to cycle through instead of a GET of the URL (their paths are on the URL's host). */
    requests?: autocannon.Request[];
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    headers: options.headers,
    ...(options.requests ? { requests: options.requests } : {}),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Prints results as a table with each row's throughput ratio to the baseline row. */
export function printTable(rows: LoadResult[], baseline: LoadResult): void {
  console.log("");
  console.log("| target | req/s | p50 ms | p99 ms | errors | non-2xx | req/s vs bare Fastify |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const ratio = row.requestsPerSecond / baseline.requestsPerSecond;
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${ratio.toFixed(2)} |`,
    );
  }
}

/** The demo student of the embedded default's seed (README). */
export const demoStudent = { email: "student@meridian.demo", password: "Demo-Meridian-2026" };

/** What a browser holds before signing in: the _csrf cookie and its token, as request headers. */
export function browserHeaders(base: string): Promise<Record<string, string>> {
  return csrfHeaders(base);
}

/** Signs the demo student in and returns the session token; a new user agent counts as a new device. */
export async function signInDemo(base: string, userAgent = "meridian-bench"): Promise<string> {
  const res = await fetch(`${base}/api/auth/student-login`, {
    method: "POST",
    headers: { ...(await browserHeaders(base)), "user-agent": userAgent },
    body: JSON.stringify(demoStudent),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A process's resident memory now, from /proc (Linux), in MB. */
export function rssMegabytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * CPU seconds a process has used so far (user + system), from /proc (Linux); with `thread`, that
 * one thread's (the process id names its main thread). The difference over a load, divided by its
 * requests, is the server's own cost of a request: a figure that holds on a shared machine where
 * the load generator and other processes compete for the same cores.
 */
export function cpuSeconds(pid: number | undefined, thread?: number): number {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const stat = readFileSync(path, "utf8");
  // Fields after the parenthesised name; utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

const memoryProbe = fileURLToPath(new URL("./memory-probe.mjs", import.meta.url));

/**
 * Environment that preloads the bench-only memory probe into the server (no production code
 * changes); pass it to startBuiltServer, then read the server with idleMemory().
 */
function memoryProbeEnv(): Record<string, string> {
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${memoryProbe}`.trim(),
    BENCH_MEMORY_FILE: join(mkdtempSync(join(tmpdir(), "meridian-bench-memory-")), "memory.json"),
  };
}

/** Where a started server's resident memory goes, in MB. */
export interface MemoryBreakdown {
  rss: number;
  /** WebAssembly memories (PGlite's Postgres: its shared buffers, catalogue and work memory). */
  wasm: number;
  /** The V8 JavaScript heap in use (the catalogue cache, compiled schemas, modules) and reserved. */
  heapUsed: number;
  heapTotal: number;
  /** The heap still in use after a full collection: what the server holds, not garbage. */
  heapLive: number;
  /** Memory outside the heap held by JS objects: Buffers, ArrayBuffers. */
  external: number;
  /** The rest: the node binary and libraries, code, malloc arenas, thread stacks. */
  other: number;
}

/**
 * The server's resident memory once it has settled after start (nothing asked of it), read from
 * /proc and from the probe of memoryProbeEnv() (when the server was started with it).
 */
async function idleMemory(
  proc: ChildProcess,
  env: Record<string, string>,
  settleMs = 3_000,
): Promise<MemoryBreakdown> {
  await new Promise((r) => setTimeout(r, settleMs));
  const file = env.BENCH_MEMORY_FILE;
  if (!file) throw new Error("idleMemory needs a server started with memoryProbeEnv()");
  // Read before the probe's full collection can give pages back.
  const rss = rssMegabytes(proc.pid);
  proc.kill("SIGUSR2");
  const deadline = Date.now() + 5_000;
  let usage: Record<string, number> | undefined;
  while (!usage && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    try {
      usage = JSON.parse(readFileSync(file, "utf8")) as Record<string, number>;
    } catch {
      // not written yet
    }
  }
  const mb = (bytes: number | undefined) => (bytes ?? 0) / 1024 / 1024;
  const wasm = mb(usage?.wasm);
  const heapTotal = mb(usage?.heapTotal);
  // V8 counts a WebAssembly memory's backing store as external memory: counted once, as wasm.
  const external = Math.max(0, mb(usage?.external) - wasm);
  return {
    rss,
    wasm,
    heapUsed: mb(usage?.heapUsed),
    heapTotal,
    heapLive: mb(usage?.live),
    external,
    other: Math.max(0, rss - wasm - heapTotal - external),
  };
}

/**
 * The idle memory of a node started for that alone (seeded as `startSeededServer` seeds), then
 * stopped. The probe's full collection leaves a node slower for the rest of its life:
 * `/api/auth/me` cost 45–48 µs of main-thread CPU a request after it, 28–31 µs in the same
 * benchmark without it (decision 068). So the nodes a benchmark loads never carry the probe.
 */
export async function idleMemoryOfNewServer(env: Record<string, string>): Promise<MemoryBreakdown> {
  const probe = memoryProbeEnv();
  const server = await startSeededServer(env, probe);
  try {
    return await idleMemory(server.proc, probe);
  } finally {
    await stopServer(server.proc);
  }
}

/** One line for the benchmark output: the idle RSS and what holds it. */
export function describeIdleMemory(driver: string, memory: MemoryBreakdown): string {
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  return `idle server RSS on ${driver}: ${mb(memory.rss)} = WebAssembly memory ${mb(memory.wasm)} + V8 heap ${mb(memory.heapTotal)} (${mb(memory.heapUsed)} in use, ${mb(memory.heapLive)} live after a full GC) + Buffers/external ${mb(memory.external)} + binary, code, malloc, stacks ${mb(memory.other)}`;
}

/** A `--name value` argument of the command line, or the fallback. */
export function stringArgument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** The server builds a benchmark measures: this checkout's, then each of `--compare a/main.js,b/main.js`. */
export function buildsToCompare(): string[] {
  const others = stringArgument("compare", "").split(",").filter(Boolean);
  return [serverEntry, ...others.map((entry) => resolve(entry))];
}

/** A positive number given as `--name value` on the command line, or the fallback. */
export function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A benchmark's numeric options, read as `numberArgument` reads one: each name of `defaults` as
 * `--name value`, or its default. The defaults stand in one place, beside the names.
 */
export function numberArguments<K extends string>(defaults: Record<K, number>): Record<K, number> {
  const values = { ...defaults };
  for (const name of Object.keys(defaults) as K[]) values[name] = numberArgument(name, defaults[name]);
  return values;
}

/** The load of every autocannon benchmark: `--duration` seconds (10) at `--connections` (50). */
export function loadArguments(): { durationSeconds: number; connections: number } {
  const { duration, connections } = numberArguments({ duration: 10, connections: 50 });
  return { durationSeconds: duration, connections };
}

/**
 * A node in its steady state: a first start on a fresh data directory seeds it (the catalogue,
 * the demo accounts), then the returned server starts again on it, as every later start does.
 * `env` applies to both starts, `measured` to the second only (memoryProbeEnv(), say).
 */
export async function startSeededServer(
  env: Record<string, string> = {},
  measured: Record<string, string> = {},
  entry = serverEntry,
): Promise<{ url: string; proc: ChildProcess }> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "meridian-bench-"));
  const seeding = await startBuiltServer({ ...env, DATA_DIR: dataDir }, entry);
  await stopServer(seeding.proc);
  return startBuiltServer({ ...env, DATA_DIR: dataDir, ...measured }, entry);
}

/** Stops a server as an orchestrator does (SIGTERM) and waits until it has exited. */
export async function stopServer(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGTERM");
  await exited;
}

/**
 * The server's database for a benchmark: PGlite in the data directory, or DATABASE_URL's
 * PostgreSQL with the demo seed. A PostgreSQL database outlives the data directory, where the
 * generated APP_SECRET lives, so a fixed one (or the caller's) keeps what was encrypted with it
 * (the team-access code) readable on the next run.
 */
export function databaseEnv(): Record<string, string> {
  if (!process.env.DATABASE_URL) return {};
  return {
    DATABASE_URL: process.env.DATABASE_URL,
    SEED_DEMO: "true",
    APP_SECRET: process.env.APP_SECRET ?? "meridian-benchmark-secret-not-for-production",
  };
}

/** Pins every thread of a process to one CPU (Linux `taskset`). */
function pinToCpu(pid: number | undefined, cpu: number): void {
  execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { stdio: "ignore" });
}

/**
 * Gives the measured servers a CPU of their own (CPU 1) and this load generator another (CPU 0),
 * as a load test on one machine should: left to the scheduler on two cores, the server and the
 * generator take turns on both, and a cheap route's figure measures their contention more than
 * the route (decision 059). `--no-pin` leaves them to the scheduler. Returns whether they are
 * pinned, and what was done for the output.
 */
export function pinServers(procs: ChildProcess[]): { pinned: boolean; note: string } {
  if (process.argv.includes("--no-pin")) return { pinned: false, note: "not pinned (--no-pin)" };
  if (availableParallelism() < 2) return { pinned: false, note: "not pinned (one CPU)" };
  try {
    for (const proc of procs) pinToCpu(proc.pid, 1);
    pinToCpu(process.pid, 0);
    return { pinned: true, note: "each server pinned to CPU 1, the load generator to CPU 0" };
  } catch {
    return { pinned: false, note: "not pinned (no taskset)" };
  }
}

/** The value at percentile `p` of values sorted ascending; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Makes sure this process may hold `needed` descriptors (a socket each, for the benchmarks that
 * open thousands): below that, the soft limit is raised to the hard one by running this script
 * again under `ulimit -n`, so the server and the processes started from here inherit it. When even
 * the hard limit is too low it exits, saying `tooFew` (what to run instead).
 */
export function ensureDescriptorLimit(needed: number, tooFew: string): void {
  const [soft = "0", hard = "0"] = execSync("ulimit -Sn; ulimit -Hn", { shell: "/bin/sh" })
    .toString()
    .trim()
    .split("\n");
  const limitOf = (value: string) => (value === "unlimited" ? Number.POSITIVE_INFINITY : Number(value));
  if (limitOf(soft) >= needed) return;
  // The marker stops a second run from trying again when the raise did not take.
  if (limitOf(hard) < needed || process.env.BENCH_RAISED_LIMIT) {
    console.error(`ulimit -Hn is ${hard}: ${needed} descriptors are needed; ${tooFew}`);
    process.exit(1);
  }
  const again = spawnSync(
    "/bin/sh",
    [
      "-c",
      `ulimit -n ${hard} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: "inherit", env: { ...process.env, BENCH_RAISED_LIMIT: "1" } },
  );
  process.exit(again.status ?? 1);
}
