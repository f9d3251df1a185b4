import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema/index.js";
import { LogCapture } from "../test/log-capture.js";
import { useTestApp } from "../test/test-app.js";

// Values a failing query carries that must never reach a log line.
const secretEmail = "leak-canary-4f1c@gmail.com";
const secretHash = "$argon2id$v=19$m=19456,t=2,p=1$LEAKCANARYSALT$LEAKCANARYHASH";
const secretPhone = "+447700900123";
const secretToken = "LEAK-CANARY-TOKEN-77f0e2";

const logs = new LogCapture();
const t = useTestApp({
  logs,
  prepare: (app) => {
    const open = { config: { access: "public" as const } };
    const row = {
      email: secretEmail,
      passwordHash: secretHash,
      phone: secretPhone,
      firstName: "Leak",
      lastName: "Canary",
      userType: "customer" as const,
    };
    // A unique violation: the driver's detail names the duplicated value.
    app.post("/api/test/duplicate-user", { ...open, config: { ...open.config, csrf: false } }, async () => {
      await t.database.db.insert(users).values(row);
      await t.database.db.insert(users).values(row);
      return { success: true, data: null };
    });
    // An invalid input: the driver's message quotes the value.
    app.get("/api/test/bad-cast", open, async () => {
      await t.database.db.execute(sql`select ${secretToken}::uuid`);
      return { success: true, data: null };
    });
  },
});

describe("database errors in the log", () => {
  it("log the SQLSTATE, table, constraint and request id, never the statement or its values", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/test/duplicate-user" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const requestId = res.headers["x-request-id"];
    const line = await logs.waitFor((l) => l.reqId === requestId && l.err !== undefined);
    expect(line.err).toMatchObject({
      sqlState: "23505",
      table: "users",
      constraint: "users_email_lower_key",
    });
    const text = logs.text();
    for (const secret of [secretEmail, secretHash, "LEAKCANARY", secretPhone, "insert into"]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it("drop a driver message that quotes the value", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/bad-cast" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(600);
    const requestId = res.headers["x-request-id"];
    // Whatever status the failure maps to, nothing logged for this request may hold the value.
    await logs.waitFor((l) => l.reqId === requestId && l.msg === "request completed");
    expect(logs.text()).not.toContain(secretToken);
    expect(res.body).not.toContain(secretToken);
  });
});
