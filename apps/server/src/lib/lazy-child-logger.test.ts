import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LogCapture } from "../test/log-capture.js";
import { createTestApp } from "../test/test-app.js";
import { lazyChildLoggerFactory } from "./lazy-child-logger.js";

function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.get("/quiet", async (request) => {
    request.log.info("an info line");
    return { ok: true };
  });
  app.get("/loud", async (request) => {
    request.log.warn({ detail: 1 }, "a warning");
    request.log.info("an info line");
    return { level: request.log.level, id: request.id };
  });
  return { app, lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe("a request's lazy logger", () => {
  it("makes no child logger for a request that writes nothing at the node's level", async () => {
    const { app, lines } = appLoggingAt("warn");
    close = () => app.close();
    await app.ready();
    const child = vi.spyOn(app.log, "child");
    const res = await app.inject({ method: "GET", url: "/quiet" });
    expect(res.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("writes the lines at or above the level with the request id, as a child would", async () => {
    const { app, lines } = appLoggingAt("warn");
    close = () => app.close();
    const res = await app.inject({ method: "GET", url: "/loud" });
    const { level, id } = res.json();
    expect(level).toBe("warn");
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "a warning", detail: 1, reqId: id })]);
  });

  it("writes every level when the node logs them all", async () => {
    const { app, lines } = appLoggingAt("trace");
    close = () => app.close();
    const { id } = (await app.inject({ method: "GET", url: "/loud" })).json();
    // Fastify's own request lines, and the route's, all bound to the request.
    expect(lines.map((line) => line.msg)).toEqual([
      "incoming request",
      "a warning",
      "an info line",
      "request completed",
    ]);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
  });

  it("writes nothing when the node is silent", async () => {
    const { app, lines } = appLoggingAt("silent");
    close = () => app.close();
    await app.inject({ method: "GET", url: "/loud" });
    expect(lines).toEqual([]);
  });
});

// The fence of decision 059 (bench:cost measured it): making a request's pino child cost about
// 2 µs of a 55 µs signed-in request. The app itself, at the level a busy node runs, must build none
// for a request that writes no line; if it does, the lazy logger no longer earns its place.
describe("the app's request loggers", () => {
  it("builds no child logger for a request that logs nothing at warn", async () => {
    const logs = new LogCapture();
    const t = await createTestApp({ logs, env: { LOG_LEVEL: "warn" } });
    close = () => t.app.close();
    const child = vi.spyOn(t.app.log, "child");
    const res = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(logs.lines).toEqual([]);
  });
});
