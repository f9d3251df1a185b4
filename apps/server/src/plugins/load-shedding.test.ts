import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { EventLoopPressure } from "../lib/event-loop-pressure.js";
import { createTestDatabase } from "../test/test-database.js";

// The event loop's reading is stood in for: a test that really blocked its loop for seconds
// would block every other test in the worker.
let delayMs = 0;
const pressure = new EventLoopPressure(100, () => delayMs);
let app: FastifyInstance;
beforeAll(async () => {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "meridian-data-")),
  });
  app = await buildApp({
    config,
    database: await createTestDatabase(),
    webDistDir: null,
    eventLoopPressure: pressure,
  });
  await app.ready();
});
afterAll(async () => {
  delayMs = 0;
  pressure.sample();
  await app.close();
});

const search = () => app.inject({ method: "GET", url: "/api/universities?limit=1" });

describe("an event loop running late", () => {
  it("sheds ordinary requests with 503 and Retry-After, never the health checks, and stops once it catches up", async () => {
    expect((await search()).statusCode).toBe(200);

    // One late reading is a long block, not overload: nothing is shed yet.
    delayMs = 2_000;
    pressure.sample();
    expect((await search()).statusCode).toBe(200);
    pressure.sample();
    const shed = await search();
    expect(shed.statusCode).toBe(503);
    expect(Number(shed.headers["retry-after"])).toBeGreaterThan(0);
    expect(shed.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });
    expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);

    delayMs = 5;
    pressure.sample();
    expect((await search()).statusCode).toBe(200);
  });
});
