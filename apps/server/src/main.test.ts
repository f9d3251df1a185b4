import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startServerProcess } from "./test/server-process.js";

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env);
  child = server.proc;
  return server;
}

describe("the server process", () => {
  it("stops with a readable list when the configuration is bad", async () => {
    const server = startServer({ PORT: "not-a-port", DATABASE_URL: "mysql://x" });
    expect(await server.exited).toBe(1);
    const text = server.output.join("");
    expect(text).toContain("Meridian cannot start");
    expect(text).toContain("PORT");
    expect(text).toContain("DATABASE_URL");
  });

  it("finishes an in-flight request on SIGTERM, then exits 0", async () => {
    const server = startServer({});
    const base = await server.ready;
    const url = new URL("/api/health/ready", base);

    // A request whose body is still arriving when the signal comes.
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          method: "POST",
          host: url.hostname,
          port: url.port,
          path: "/api/nope",
          headers: { "content-type": "application/json", "content-length": "2" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write("{");
      setTimeout(() => {
        server.proc.kill("SIGTERM");
        setTimeout(() => req.end("}"), 300);
      }, 200);
    });

    expect(await inFlight).toBe(404);
    expect(await server.exited).toBe(0);
    expect(server.output.join("")).toContain("shutting down");
  });
});
