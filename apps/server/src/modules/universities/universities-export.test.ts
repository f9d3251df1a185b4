import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.js";
import { type BrowserHeaders, signIn } from "../../test/http.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
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

let t: TestApp;
let base: string;
let admin: BrowserHeaders;
let catalogueSize: number;
beforeAll(async () => {
  t = await createTestApp({
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
  // The whole shipped catalogue: an export long enough that a stalled event loop would show.
  catalogueSize = await seedCatalogue(t.database.db, { file: catalogueFile });
  admin = await signIn(
    t.app,
    await createUser(t.database.db, { userType: "team_member", teamRole: "admin" }),
  );
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 180_000);
afterAll(() => t.app.close());

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
      concurrent = Promise.all([get("/api/health/live"), get(EXPORT_PATH, admin)]);
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
