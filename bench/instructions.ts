// What one request costs the server in instructions (decision 071): each server runs under
// valgrind's callgrind, which counts the instructions its process executes in user space (the
// kernel's share, the socket writes, is not counted). Unlike CPU time, the count barely moves with
// the machine's load: two processes of one build agree within a few per cent where CPU time a
// request moves by a fifth on this shared machine. For comparing builds and changes; the issue's
// targets are throughput ratios (`bench:api`).
// Per target: a warm-up load, instrumentation switched on, a settling load (valgrind translates
// the code again once counting starts), the counters zeroed, then the counted load.
// Needs valgrind (Debian: `apt-get install valgrind`); a server under it starts in about a minute.
// Usage: npm run bench:instructions [-- --requests 10000 --warm 20000 --routes /api/auth/me,/api/health/live]
//        [-- --compare path/to/another/build/main.js[,another…]]
// On PGlite by default; DATABASE_URL runs it on PostgreSQL (as bench:api).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  browserHeaders,
  buildsToCompare,
  databaseEnv,
  freePort,
  numberArguments,
  signInDemo,
  startBuiltServer,
  stopServer,
  stringArgument,
} from "./lib.js";

const { requests, warm } = numberArguments({ requests: 10_000, warm: 20_000 });
const routes = stringArgument("routes", "/api/auth/me,/api/health/live").split(",").filter(Boolean);
/** Requests after counting starts and before the counters are zeroed. */
const SETTLE_REQUESTS = 5_000;
const CONNECTIONS = 10;

try {
  execFileSync("valgrind", ["--version"], { stdio: "ignore" });
} catch {
  console.error("bench:instructions needs valgrind (Debian: apt-get install valgrind)");
  process.exit(1);
}

interface Counted {
  url: string;
  proc: ChildProcess;
  /** Runs callgrind_control on this process. */
  control: (...args: string[]) => void;
  dumps: string;
}

/** Starts a process under callgrind with counting off, and waits until `readyPath` answers. */
async function startCounted(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<Counted> {
  const dumps = mkdtempSync(join(tmpdir(), "meridian-callgrind-"));
  const port = await freePort();
  // valgrind names its control pipes after $HOST, which the server reads as its address: the
  // control commands must see the same value.
  const hostEnv = { ...process.env, HOST: "127.0.0.1" };
  const proc = spawn(
    "valgrind",
    [
      "--tool=callgrind",
      "--instr-atstart=no",
      `--callgrind-out-file=${dumps}/out`,
      process.execPath,
      ...args,
    ],
    { env: { ...hostEnv, PORT: String(port), LOG_LEVEL: "warn", ...env }, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${args.join(" ")} did not start under valgrind within 10 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const control = (...commandArgs: string[]) =>
    execFileSync("callgrind_control", [...commandArgs, String(proc.pid)], { stdio: "ignore", env: hostEnv });
  return { url, proc, control, dumps };
}

/** Instructions a request of one route, counted over `requests` requests. */
async function count(server: Counted, path: string, headers: Record<string, string>): Promise<number> {
  const load = async (amount: number) => {
    const result = await autocannon({
      url: `${server.url}${path}`,
      connections: CONNECTIONS,
      amount,
      headers,
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
  };
  await load(warm);
  server.control("--instr=on");
  await load(SETTLE_REQUESTS);
  server.control("--zero");
  await load(requests);
  server.control("--dump");
  server.control("--instr=off");
  // The dump is written by the process itself, shortly after the command returns.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const dump = readdirSync(server.dumps).find((name) => name !== "out");
    const total = dump && /^totals: (\d+)/m.exec(readFileSync(join(server.dumps, dump), "utf8"));
    if (dump && total) {
      rmSync(join(server.dumps, dump));
      return Number(total[1]) / requests;
    }
    if (Date.now() > deadline) throw new Error("callgrind wrote no dump");
    await new Promise((r) => setTimeout(r, 500));
  }
}

function stop(server: Counted) {
  server.proc.kill("SIGKILL");
  rmSync(server.dumps, { recursive: true, force: true });
}

const rows: { name: string; perRequest: number }[] = [];
const bareScript = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
const bare = await startCounted(["--import", "tsx", bareScript], {}, "/hello");
try {
  rows.push({ name: "bare Fastify GET /hello", perRequest: await count(bare, "/hello", {}) });
} finally {
  stop(bare);
}
const builds = buildsToCompare();
for (const [index, entry] of builds.entries()) {
  // Seeded at full speed first, then started again on the same data under valgrind.
  const env = { ...databaseEnv(), DATA_DIR: mkdtempSync(join(tmpdir(), "meridian-bench-")) };
  await stopServer((await startBuiltServer(env, entry)).proc);
  const server = await startCounted([entry], env, "/api/health/ready");
  try {
    const token = await signInDemo(server.url, "meridian-bench instructions");
    const signedIn = {
      authorization: `Bearer ${token}`,
      cookie: (await browserHeaders(server.url)).cookie ?? "",
    };
    const label = builds.length > 1 ? ` (build ${index + 1})` : "";
    for (const path of routes) {
      rows.push({ name: `GET ${path}${label}`, perRequest: await count(server, path, signedIn) });
    }
  } finally {
    stop(server);
  }
}

const bareCost = rows[0]?.perRequest ?? 0;
console.log(
  `\n${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, node ${process.version}, ${requests} counted requests a route at ${CONNECTIONS} connections after ${warm} to warm up`,
);
for (const [i, entry] of builds.entries()) console.log(`build ${i + 1}: ${entry}`);
console.log("| target | instructions a request | bare / this |");
console.log("|---|---:|---:|");
for (const { name, perRequest } of rows) {
  console.log(`| ${name} | ${Math.round(perRequest)} | ${(bareCost / perRequest).toFixed(2)} |`);
}
