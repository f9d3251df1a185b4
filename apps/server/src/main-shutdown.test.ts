import { type IncomingMessage, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFile } from "./modules/universities/universities.seed.js";
import { signInOverHttp } from "./test/http.js";
import { type ServerProcess, startServerProcess } from "./test/server-process.js";
import { TestSocket } from "./test/ws-client.js";

// A server with the whole shipped catalogue: its CSV export is megabytes, far more than the
// sockets between the test and the server hold, so it is still being sent when SIGTERM comes.
let server: ServerProcess;
let base: string;
let catalogueSize: number;
beforeAll(async () => {
  server = startServerProcess({ CATALOGUE_FILE: catalogueFile, SEED_DEMO: "true", SHUTDOWN_DRAIN_MS: "200" });
  base = await server.ready;
  const loaded = await server.waitForLine(/university catalogue/);
  catalogueSize = Number(/"universities":(\d+)/.exec(loaded)?.[1]);
}, 240_000);
afterAll(() => {
  server.proc.kill("SIGKILL");
});

/** Starts a GET and resolves once the headers are in, leaving the body unread (paused). */
function startGet(path: string, headers: Record<string, string>): Promise<IncomingMessage> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers }, resolve);
    req.on("error", reject);
    req.end();
  });
}

/** Reads the rest of a response; rejects when the connection ends before the body does. */
function readToEnd(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () =>
      res.complete ? resolve(Buffer.concat(chunks).toString()) : reject(new Error("cut short")),
    );
    res.on("error", reject);
    res.on("aborted", () => reject(new Error("aborted")));
  });
}

describe("SIGTERM during a large streamed response", () => {
  it("turns readiness 503 at once, answers new requests 503 in the envelope, finishes the response, exits 0", async () => {
    const token = await signInOverHttp(base, "team", {
      email: "admin@meridian.demo",
      password: "Demo-Meridian-2026",
    });
    const exportResponse = await startGet("/api/admin/universities/export.csv", {
      authorization: `Bearer ${token}`,
    });
    expect(exportResponse.statusCode).toBe(200);
    const socket = await TestSocket.signedIn(`${base.replace(/^http/, "ws")}/ws`, token);

    server.proc.kill("SIGTERM");
    await server.waitForLine(/shutting down/);
    const ready = await fetch(new URL("/api/health/ready", base));
    expect(ready.status).toBe(503);
    expect(Number(ready.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await ready.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });

    // Past the drain period, while the export is still in flight: every new request is refused in the envelope.
    await server.waitForLine(/finishing in-flight responses/);
    const late = await fetch(new URL("/api/health/live", base));
    expect(late.status).toBe(503);
    expect(Number(late.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await late.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });

    const body = await readToEnd(exportResponse);
    expect(body.trim().split("\n")).toHaveLength(catalogueSize + 1);
    // Once the responses are done, sockets are told the server is going away (not 1005 or 1006).
    expect(await socket.closed).toEqual({ code: 1001, reason: "Server shutting down" });
    expect(await server.exited).toBe(0);
  });
});

describe("SIGTERM with a request that outlasts the shutdown timeout", () => {
  it("cuts it, names its route in the log without its query, and exits 1", async () => {
    const slow = startServerProcess({ SHUTDOWN_TIMEOUT_MS: "300" });
    try {
      const slowBase = await slow.ready;
      const token = await signInOverHttp(slowBase, "team", {
        email: "admin@meridian.demo",
        password: "Demo-Meridian-2026",
      });
      // A request whose body never finishes arriving: its response is in flight until it is cut.
      const url = new URL("/api/admin/universities?secret=abc", slowBase);
      const stalled = request({
        method: "POST",
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": "1000",
        },
      });
      stalled.on("error", () => {});
      stalled.write('{"name":"');
      await slow.waitForLine(/"url":"\/api\/admin\/universities".*"incoming request"/);

      slow.proc.kill("SIGTERM");
      const cut = await slow.waitForLine(/shutdown took too long/);
      expect(cut).toContain('"cut":["POST /api/admin/universities"]');
      expect(cut).not.toContain("secret");
      expect(await slow.exited).toBe(1);
    } finally {
      slow.proc.kill("SIGKILL");
    }
  }, 120_000);
});
