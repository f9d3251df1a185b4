import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const serverEntry = fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url));

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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
): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "meridian-bench-")),
      LOG_LEVEL: "warn",
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
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    headers: options.headers,
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
export async function browserHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/csrf-token`);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { data } = (await res.json()) as { data: { csrfToken: string } };
  return { cookie, "x-csrf-token": data.csrfToken, "content-type": "application/json" };
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
