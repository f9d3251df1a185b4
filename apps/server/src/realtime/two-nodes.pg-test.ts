import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client.js";
import { databaseUrlWithName } from "../test/postgres-admin.js";
import { type ServerProcess, startServerProcess } from "../test/server-process.js";
import { TestSocket } from "../test/ws-client.js";

// Two server processes on one PostgreSQL and one Redis, as behind a load balancer.
const adminUrl = process.env.TEST_DATABASE_URL ?? "";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const dbName = `meridian_nodes_${randomBytes(4).toString("hex")}`;
const demo = { email: "student@meridian.demo", password: "Demo-Meridian-2026" };
let nodeA: ServerProcess;
let nodeB: ServerProcess;
let urlA: string;
let urlB: string;

async function withAdmin<T>(run: (query: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const admin = openPostgres(adminUrl, { max: 1 });
  try {
    return await run(async (sql) => (admin.raw.kind === "postgres" ? admin.raw.pool.query(sql) : undefined));
  } finally {
    await admin.close();
  }
}

beforeAll(async () => {
  await withAdmin((query) => query(`create database ${dbName}`));
  const env = {
    DATABASE_URL: databaseUrlWithName(adminUrl, dbName),
    REDIS_URL: redisUrl,
    SEED_DEMO: "true",
    APP_SECRET: randomBytes(32).toString("hex"),
  };
  nodeA = startServerProcess(env);
  urlA = await nodeA.ready;
  nodeB = startServerProcess(env);
  urlB = await nodeB.ready;
}, 120_000);

afterAll(async () => {
  nodeA?.proc.kill("SIGTERM");
  nodeB?.proc.kill("SIGTERM");
  await Promise.all([nodeA?.exited, nodeB?.exited]);
  await withAdmin((query) => query(`drop database if exists ${dbName} with (force)`));
});

/** Signs the demo student in on a node, as a browser with this user agent would. */
async function signIn(base: string, userAgent: string): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf-token`);
  const cookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { data } = (await csrf.json()) as { data: { csrfToken: string } };
  const res = await fetch(`${base}/api/auth/student-login`, {
    method: "POST",
    headers: {
      cookie,
      "x-csrf-token": data.csrfToken,
      "content-type": "application/json",
      "user-agent": userAgent,
    },
    body: JSON.stringify(demo),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe("two nodes behind one PostgreSQL and one Redis", () => {
  it("deliver a notification made on node A to a socket on node B", async () => {
    const token = await signIn(urlB, "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0");
    const socket = await TestSocket.signedIn(`${urlB.replace("http", "ws")}/ws`, token);
    // A sign-in on node A from a browser this account never used: a security notification.
    await signIn(urlA, "Mozilla/5.0 (Macintosh; Mac OS X 14) Safari/605.1");
    const live = await socket.next("notification", (m) => m.data.type === "security", 5_000);
    expect(live.data.message).toContain("Safari on macOS");
    socket.close();
  });

  it("close a suspended user's socket on node B", async () => {
    const token = await signIn(urlB, "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0");
    const socket = await TestSocket.signedIn(`${urlB.replace("http", "ws")}/ws`, token);
    const started = Date.now();
    const db = openPostgres(databaseUrlWithName(adminUrl, dbName), { max: 1 });
    if (db.raw.kind === "postgres") {
      await db.raw.pool.query("update users set account_status = 'suspended' where email = $1", [demo.email]);
    }
    await db.close();
    expect((await socket.closed).code).toBe(4403);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 15_000);
});
