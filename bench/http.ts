// HTTP benchmark: the built Meridian server against a bare Fastify hello route, in one run.
// Usage: npm run bench:http [-- --duration 10 --connections 50]
import autocannon from "autocannon";
import {
  browserHeaders,
  databaseEnv,
  demoStudent,
  type LoadResult,
  loadArguments,
  printTable,
  runLoad,
  signInDemo,
  startBareFastify,
  startBuiltServer,
} from "./lib.js";

const { durationSeconds, connections } = loadArguments();
const LOGINS_PER_SECOND = 20;
// A demo account of the embedded default's seed (README).
const bare = await startBareFastify();
// DATABASE_URL runs the server on PostgreSQL (with the demo seed); unset, on the embedded PGlite.
const meridian = await startBuiltServer(databaseEnv());
try {
  console.log(
    `node ${process.version}, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${connections} connections, ${durationSeconds} s per target`,
  );
  const token = await signInDemo(meridian.url);
  const auth = { authorization: `Bearer ${token}` };

  // Warm both up so JIT and connection setup do not count.
  await runLoad("warm-up", `${bare.url}/hello`, { connections, durationSeconds: 2 });
  await runLoad("warm-up", `${meridian.url}/api/auth/me`, { connections, durationSeconds: 2, headers: auth });

  const rows: LoadResult[] = [];
  const baseline = await runLoad("bare Fastify GET /hello", `${bare.url}/hello`, {
    connections,
    durationSeconds,
  });
  rows.push(baseline);
  rows.push(
    await runLoad("Meridian GET /api/health/live", `${meridian.url}/api/health/live`, {
      connections,
      durationSeconds,
    }),
  );
  rows.push(
    await runLoad("Meridian GET /api/auth/me (valid token)", `${meridian.url}/api/auth/me`, {
      connections,
      durationSeconds,
      headers: auth,
    }),
  );
  printTable(rows, baseline);

  // A cheap GET at a modest rate, alone and then while 20 sign-ins per second hash passwords.
  const cheap = { connections: 10, durationSeconds, overallRate: 500 };
  const quiet = await runLoad(
    "GET /api/health/live at 500 req/s, no sign-ins",
    `${meridian.url}/api/health/live`,
    cheap,
  );
  const loginHeaders = await browserHeaders(meridian.url);
  const logins = autocannon({
    url: `${meridian.url}/api/auth/student-login`,
    method: "POST",
    headers: loginHeaders,
    body: JSON.stringify(demoStudent),
    connections: 4,
    overallRate: LOGINS_PER_SECOND,
    duration: durationSeconds,
  });
  const busy = await runLoad(
    `GET /api/health/live at 500 req/s, ${LOGINS_PER_SECOND} sign-ins/s`,
    `${meridian.url}/api/health/live`,
    cheap,
  );
  const loginResult = await logins;
  console.log("");
  console.log("| cheap GET under sign-in load | req/s | p50 ms | p99 ms | errors |");
  console.log("|---|---:|---:|---:|---:|");
  for (const row of [quiet, busy]) {
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  }
  console.log(
    `sign-ins: ${Math.round(loginResult.requests.average)}/s, p50 ${loginResult.latency.p50} ms, p99 ${loginResult.latency.p99} ms, non-2xx ${loginResult.non2xx}`,
  );
} finally {
  meridian.proc.kill("SIGTERM");
  bare.proc.kill("SIGTERM");
}
