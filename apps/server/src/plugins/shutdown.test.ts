import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { listenForSockets, signedInSocketUser, TestSocket } from "../test/ws-client.js";
import { responsesInFlight } from "./shutdown.js";

let t: TestApp;
let wsUrl: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = await listenForSockets(t);
  port = Number(new URL(wsUrl).port);
});
afterAll(async () => {
  // The last test closes the app; closing twice is harmless.
  await t.app.close();
});

/** A GET on the agent's connection: its status and Connection header once read to the end. */
function get(path: string, agent: Agent): Promise<{ status?: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("shutting down", () => {
  it("names each response in flight by method and route template, never by its values", () => {
    const inFlight = (url: string) => ({ req: { method: "GET", url } });
    const lifecycle = {
      responsesInFlight: () => [
        inFlight("/api/admin/universities/export.csv?token=abc"),
        inFlight("/api/universities/3f0c3a8e-8d4e-4f55-9a53-8f1b8e7e8a11"),
      ],
    } as unknown as Parameters<typeof responsesInFlight>[1];
    expect(responsesInFlight(t.app, lifecycle)).toEqual([
      "GET /api/admin/universities/export.csv",
      "GET /api/universities/:id",
    ]);
  });

  it("while draining, serves a keep-alive client and tells it to close its connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get("/api/health/live", agent)).toEqual({ status: 200, connection: "keep-alive" });
      t.ctx.lifecycle.phase = "draining";
      expect(await get("/api/health/live", agent)).toEqual({ status: 200, connection: "close" });
    } finally {
      t.ctx.lifecycle.phase = "serving";
      agent.destroy();
    }
  });

  it("closes every socket with 1001 and a reason when the app closes", async () => {
    const { token } = await signedInSocketUser(t);
    const client = await TestSocket.signedIn(wsUrl, token);
    await t.app.close();
    expect(await client.closed).toEqual({ code: 1001, reason: "Server shutting down" });
  });
});
