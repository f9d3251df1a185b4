import { describe, expect, it } from "vitest";
import { openPostgres } from "../../db/client.js";
import { createTestApp, useTestApp } from "../../test/test-app.js";

const t = useTestApp();

describe("health", () => {
  it("reports the process alive", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: "ok" } });
  });

  it("reports ready when the database answers, naming the driver", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.database.driver).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(res.json().data.degraded).toEqual([]);
  });

  it("answers 503 SERVICE_UNAVAILABLE within 2 s when the database cannot be reached", async () => {
    const unreachable = await createTestApp({ database: openPostgres("postgres://nobody@127.0.0.1:1/none") });
    const started = Date.now();
    const res = await unreachable.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });
    expect(res.body).not.toContain("127.0.0.1");
    await unreachable.app.close();
  });
});
