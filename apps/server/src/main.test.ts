import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMALL_CATALOGUE_SIZE } from "./test/catalogue-fixture.js";
import { type ServerProcess, startServerProcess } from "./test/server-process.js";

describe("the server process", () => {
  it("stops with a readable list when the configuration is bad", async () => {
    const server = startServerProcess({ PORT: "not-a-port", DATABASE_URL: "mysql://x" });
    expect(await server.exited).toBe(1);
    const text = server.output.join("");
    expect(text).toContain("Meridian cannot start");
    expect(text).toContain("PORT");
    expect(text).toContain("DATABASE_URL");
  });

  describe("started with a catalogue file", () => {
    // One server for both tests (a start costs seconds on a busy machine); SIGTERM comes last.
    let server: ServerProcess;
    let base: string;
    beforeAll(async () => {
      server = startServerProcess({});
      base = await server.ready;
    });
    afterAll(() => {
      server.proc.kill("SIGKILL");
    });

    it("loads the file named by CATALOGUE_FILE into the empty catalogue before it is ready", async () => {
      const loaded = server.output
        .join("")
        .split("\n")
        .find((line) => line.includes("university catalogue"));
      expect(loaded).toContain(`"universities":${SMALL_CATALOGUE_SIZE}`);
      const res = await fetch(new URL("/api/universities?limit=1", base));
      expect(((await res.json()) as { data: { total: number } }).data.total).toBe(SMALL_CATALOGUE_SIZE);
    });

    it("finishes an in-flight request on SIGTERM, then exits 0", async () => {
      const url = new URL("/api/nope", base);

      // A request whose body is still arriving when the signal comes.
      let bodyEnded = false;
      const req = request({
        method: "POST",
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { "content-type": "application/json", "content-length": "2" },
      });
      const answered = new Promise<{ status: number; afterBody: boolean }>((resolve, reject) => {
        req.on("response", (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, afterBody: bodyEnded });
        });
        req.on("error", reject);
      });
      req.write("{");

      // The signal once the server has the request; the rest of the body once it is shutting down.
      await server.waitForLine(
        /"url":"\/api\/nope".*"incoming request"|"incoming request".*"url":"\/api\/nope"/,
      );
      server.proc.kill("SIGTERM");
      await server.waitForLine(/shutting down/);
      bodyEnded = true;
      req.end("}");

      expect(await answered).toEqual({ status: 404, afterBody: true });
      expect(await server.exited).toBe(0);
    });
  });
});
