import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { type BrowserHeaders, signInStaff } from "../../test/http.js";
import { useTestApp } from "../../test/test-app.js";
import { catalogueFile, seedCatalogue } from "./universities.seed.js";

const EXPORT_PATH = "/api/admin/universities/export.csv";

// Server-side events, in the order they happened: a request arriving, a response finished, and the
// moment the export's body has been produced in full (a stream ending, or a ready string sent).
const events: string[] = [];
const whenEvent = new Map<string, () => void>();
function record(event: string): void {
  events.push(event);
  whenEvent.get(event)?.();
}

let base: string;
let admin: BrowserHeaders;
let otherAdmin: BrowserHeaders;
let thirdAdmin: BrowserHeaders;
let catalogueSize: number;
const t = useTestApp({
  // One running export an admin, two a node (decision 079).
  env: { EXPENSIVE_REQUESTS_PER_USER: "1", EXPENSIVE_REQUESTS_PER_NODE: "2" },
  prepare: (app) => {
    app.addHook("onRequest", async (request) => {
      record(`request ${request.url}`);
    });
    app.addHook("onSend", async (request, _reply, payload) => {
      if (request.url !== EXPORT_PATH) return payload;
      const body = payload as { on?: (event: string, listener: () => void) => void } | string;
      if (typeof body === "object" && body !== null && typeof body.on === "function") {
        body.on("end", () => record("export produced"));
      } else {
        record("export produced");
      }
      return payload;
    });
    app.addHook("onResponse", async (request, reply) => {
      record(`answered ${request.url} ${reply.statusCode}`);
    });
  },
});
beforeAll(async () => {
  // The whole shipped catalogue: an export long enough that a stalled event loop would show.
  catalogueSize = await seedCatalogue(t.database.db, { file: catalogueFile });
  const signedInAdmin = async () => signInStaff(t, "admin");
  [admin, otherAdmin, thirdAdmin] = [await signedInAdmin(), await signedInAdmin(), await signedInAdmin()];
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 180_000);

function get(path: string, headers: Record<string, string | undefined> = {}) {
  const defined = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined));
  return fetch(new URL(path, base), { headers: defined as Record<string, string> });
}

describe("the catalogue CSV export", () => {
  it("streams in pages: health checks answer while it runs, and a second export on PGlite waits its turn", async () => {
    expect(catalogueSize).toBeGreaterThan(10_000);
    events.length = 0;
    // The moment the server has the export request, a health check and a second export follow it.
    let concurrent: Promise<[Response, Response]> | undefined;
    whenEvent.set(`request ${EXPORT_PATH}`, () => {
      whenEvent.delete(`request ${EXPORT_PATH}`);
      concurrent = Promise.all([get("/api/health/live"), get(EXPORT_PATH, otherAdmin)]);
    });

    const first = await get(EXPORT_PATH, admin);
    const body = await first.text();
    const [live, second] = (await concurrent) ?? [];

    expect(first.status).toBe(200);
    expect(body.trim().split("\n")).toHaveLength(catalogueSize + 1);
    expect(live?.status).toBe(200);
    // The health check was answered before the export had produced its whole body.
    expect(events.indexOf("answered /api/health/live 200")).toBeGreaterThan(-1);
    expect(events.indexOf("answered /api/health/live 200")).toBeLessThan(events.indexOf("export produced"));

    if (t.database.driver === "pglite") {
      expect(second?.status).toBe(429);
      expect(Number(second?.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await second?.json()).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
      // Once the first has finished, the next export runs.
      const again = await get(EXPORT_PATH, admin);
      expect(again.status).toBe(200);
      expect((await again.text()).length).toBe(body.length);
    } else {
      // PostgreSQL runs exports beside other queries: no turn to wait for.
      expect(second?.status).toBe(200);
      await second?.text();
    }
  });
});

/**
 * Starts an export on a raw socket and resolves with its status once the headers are in, leaving
 * the body unread: megabytes, more than the sockets hold, so it stays in flight until `finish`.
 */
function startPausedExport(
  headers: BrowserHeaders,
): Promise<{ status: number; finish: () => Promise<void> }> {
  const url = new URL(base);
  const socket = connect(Number(url.port), url.hostname);
  const lines = Object.entries(headers).flatMap(([name, value]) => (value ? [`${name}: ${value}`] : []));
  socket.write(
    `GET ${EXPORT_PATH} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n${lines.join("\r\n")}\r\n\r\n`,
  );
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return new Promise((resolve, reject) => {
    let head = "";
    const onData = (chunk: Buffer) => {
      head += chunk.toString("latin1");
      if (!head.includes("\r\n\r\n")) return;
      socket.off("data", onData);
      socket.pause();
      const finish = async () => {
        socket.on("data", () => {});
        socket.resume();
        await closed;
      };
      resolve({ status: Number(head.split(" ")[1]), finish });
    };
    socket.on("data", onData);
    socket.on("error", reject);
  });
}

describe("expensive exports running at once", () => {
  it("refuse an admin's next one with 429 while theirs is still streaming, and the node's third with 503", async () => {
    const first = await startPausedExport(admin);
    expect(first.status).toBe(200);

    const mine = await get(EXPORT_PATH, admin);
    expect(mine.status).toBe(429);
    expect(Number(mine.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await mine.json()).toMatchObject({
      success: false,
      error: { code: "RATE_LIMITED", message: "You already have 1 of these running." },
    });

    if (t.database.driver === "postgres") {
      // Another admin's runs beside it; with both streaming, the node has none left for a third.
      const second = await startPausedExport(otherAdmin);
      expect(second.status).toBe(200);
      const third = await get(EXPORT_PATH, thirdAdmin);
      expect(third.status).toBe(503);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });
      await second.finish();
    }

    // Once the first has been read to its end, the admin's next export runs.
    await first.finish();
    const again = await get(EXPORT_PATH, admin);
    expect(again.status).toBe(200);
    await again.text();
  });
});
