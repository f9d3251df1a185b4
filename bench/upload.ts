// Document upload benchmark (issue 11): the built server in its own process, the demo student
// signed in; 20 uploads of 10 MB at once, printing the throughput and the server's peak resident
// memory over its idle level (target: under 150 MB over idle, which holds only if uploads are
// streamed, never held whole); then GET /api/documents for the student with 50 documents at 50
// connections (p50/p99). The documents are deleted at the end, so a PostgreSQL database can be
// reused. Figures only, no timed assertions.
// Usage: npm run bench:upload [-- --uploads 20 --megabytes 10 --duration 10 --connections 50]
// On PGlite by default; DATABASE_URL runs it on PostgreSQL (with the demo seed).
import autocannon from "autocannon";
import {
  databaseEnv,
  loadArguments,
  numberArguments,
  rssMegabytes,
  signInDemo,
  startSeededServer,
} from "./lib.js";

const { uploads, megabytes } = numberArguments({ uploads: 20, megabytes: 10 });
const { durationSeconds, connections } = loadArguments();
const LISTED_DOCUMENTS = 50;

/** The signed-in student's headers for writes: the bearer token and a CSRF pair bound to it. */
async function studentHeaders(base: string): Promise<Record<string, string>> {
  const authorization = `Bearer ${await signInDemo(base, "meridian-bench upload")}`;
  // Without a cookie: the answer sets a fresh _csrf cookie for the token it mints.
  const res = await fetch(`${base}/api/auth/csrf-token`, { headers: { authorization } });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrfToken } = ((await res.json()) as { data: { csrfToken: string } }).data;
  return { authorization, cookie, "x-csrf-token": csrfToken };
}

/** One upload as the web app sends it: the fields, then the file. */
async function upload(
  base: string,
  headers: Record<string, string>,
  file: Blob,
  name: string,
): Promise<string> {
  const form = new FormData();
  form.append("type", "transcript");
  form.append("name", name);
  form.append("file", file, `${name}.pdf`);
  const res = await fetch(`${base}/api/documents`, { method: "POST", headers, body: form });
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Samples a process's resident memory every few milliseconds until stopped; resolves to the peak. */
function watchPeakRss(pid: number | undefined): () => number {
  let peak = rssMegabytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMegabytes(pid));
  }, 5);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMegabytes(pid));
  };
}

const driver = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
// Room for the run's uploads whatever the demo student already holds.
const server = await startSeededServer({ ...databaseEnv(), STUDENT_STORAGE_QUOTA_MB: "4096" });
const created: string[] = [];
let headers: Record<string, string> = {};
try {
  headers = await studentHeaders(server.url);
  // A valid PDF as far as the server checks: the signature, then padding.
  const bytes = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  bytes.write("%PDF-1.7\n");
  const file = new Blob([bytes], { type: "application/pdf" });

  // Warm up (JIT, the first S3/disk write, the quota query), then settle.
  created.push(await upload(server.url, headers, new Blob(["%PDF-1.7\nwarm-up"]), "warm-up"));
  await new Promise((r) => setTimeout(r, 3_000));
  const idle = rssMegabytes(server.proc.pid);

  const stop = watchPeakRss(server.proc.pid);
  const started = performance.now();
  created.push(
    ...(await Promise.all(
      Array.from({ length: uploads }, (_, i) => upload(server.url, headers, file, `bench-${i}`)),
    )),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();

  console.log(`node ${process.version}, ${driver}, ${uploads} concurrent uploads of ${megabytes} MB`);
  console.log(
    `uploads: ${((uploads * megabytes) / seconds).toFixed(1)} MB/s (${uploads * megabytes} MB in ${seconds.toFixed(2)} s)`,
  );
  console.log(
    `server RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, peak over idle ${(peak - idle).toFixed(0)} MB (target < 150 MB)`,
  );

  // The list of a student with 50 documents.
  const small = new Blob(["%PDF-1.7\nsmall"], { type: "application/pdf" });
  while (created.length < LISTED_DOCUMENTS)
    created.push(await upload(server.url, headers, small, `doc-${created.length}`));
  // GET /api/auth/me, the cheapest signed-in route, measured the same way: the machine's own
  // figure to read the list's against (a busy or shared machine slows both).
  const measure = async (path: string) => {
    const result = await autocannon({
      url: `${server.url}${path}`,
      headers,
      connections,
      duration: durationSeconds,
    });
    return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.timeouts}, non-2xx ${result.non2xx}`;
  };
  const list = await measure("/api/documents");
  const me = await measure("/api/auth/me");
  console.log(`${connections} connections, ${durationSeconds} s each:`);
  console.log(`  GET /api/documents (${created.length} documents): ${list}`);
  console.log(`  GET /api/auth/me (reference): ${me}`);
} finally {
  for (const id of created) {
    await fetch(`${server.url}/api/documents/${id}`, { method: "DELETE", headers }).catch(() => {});
  }
  server.proc.kill("SIGTERM");
}
