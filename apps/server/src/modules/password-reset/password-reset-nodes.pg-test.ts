import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.js";
import { mailMessages } from "../../db/schema/index.js";
import { createUser } from "../../test/factories.js";
import { csrfHeaders, signIn } from "../../test/http.js";
import { redisBecomes } from "../../test/redis-link-state.js";
import { TestSmtpServer } from "../../test/smtp-server.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createTestDatabase } from "../../test/test-database.js";

// Three app instances on one PostgreSQL database and one Redis, as behind a load balancer, each
// with its job runner looking for due mail every 50 ms, all sending to one real SMTP server.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const smtp = new TestSmtpServer();
let database: Database;
let nodes: TestApp[] = [];

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  database = await createTestDatabase();
  const shared = { ...database, close: async () => {} };
  const env = {
    REDIS_URL: redisUrl,
    APP_SECRET: randomBytes(32).toString("hex"),
    SMTP_URL: smtpUrl,
    JOB_POLL_MS: "50",
  };
  nodes = [];
  for (let n = 0; n < 3; n++) nodes.push(await createTestApp({ database: shared, env }));
  await Promise.all(nodes.map((node) => redisBecomes(node.ctx.redis, true)));
}, 60_000);

afterAll(async () => {
  for (const node of nodes.reverse()) await node.app.close();
  await database?.close();
  await smtp.stop();
});

let address = 0;
async function requestReset(node: TestApp, email: string) {
  const res = await node.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    headers: await csrfHeaders(node.app),
    payload: { email },
    remoteAddress: `10.60.0.${++address}`,
  });
  expect(res.statusCode).toBe(200);
}

describe("password recovery across nodes", () => {
  it("sends each link once while every node's runner races for the jobs", async () => {
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        createUser(database.db, { userType: "customer", email: `race.${n}@example.com` }),
      ),
    );
    await Promise.all(users.map((user, n) => requestReset(nodes[n % nodes.length] as TestApp, user.email)));
    for (const user of users) await smtp.waitForMailTo(user.email);
    // Every message marked sent: no runner will send it again.
    await expect
      .poll(async () => {
        const rows = await database.db
          .select({ status: mailMessages.status })
          .from(mailMessages)
          .where(
            inArray(
              mailMessages.toAddress,
              users.map((user) => user.email),
            ),
          );
        return rows.length === users.length && rows.every((row) => row.status === "sent");
      })
      .toBe(true);
    for (const user of users) {
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes(user.email))).toHaveLength(1);
    }
  });

  it("ends the account's sessions on every node when a link sets a new password", async () => {
    const user = await createUser(database.db, { userType: "customer", email: "two.nodes@example.com" });
    const [nodeA, nodeB] = nodes as [TestApp, TestApp];
    const session = await signIn(nodeB.app, user);
    const me = () => nodeB.app.inject({ method: "GET", url: "/api/auth/me", headers: session });
    // Served once on B, so B holds the session in its cache.
    expect((await me()).statusCode).toBe(200);

    await requestReset(nodeA, user.email);
    const mail = await smtp.waitForMailTo(user.email);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "")?.[1];
    expect(token).toBeDefined();
    const reset = await nodeA.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: await csrfHeaders(nodeA.app),
      payload: { token, password: "Quiet-Harbour-Lantern-73" },
      remoteAddress: "10.61.0.1",
    });
    expect(reset.statusCode).toBe(200);
    // The answer came once every node had heard: B refuses the session at once.
    expect((await me()).statusCode).toBe(401);
  });
});
