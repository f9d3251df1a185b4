import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../db/client.js";
import type { BusEvent } from "../../lib/bus.js";
import { addUniversity, smallCatalogueFile } from "../../test/catalogue-fixture.js";
import { type BrowserHeaders, signInStaff } from "../../test/http.js";
import { redisBecomes } from "../../test/redis-link-state.js";
import { startTcpRelay, type TcpRelay, viaRelay } from "../../test/tcp-relay.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { createTestDatabase } from "../../test/test-database.js";
import { catalogueIndexSettled, usableSearchIndex } from "./universities.search-sync.js";
import { seedCatalogue } from "./universities.seed.js";

// Two nodes on one PostgreSQL and one Redis; node B reaches Redis through a relay the test cuts.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const target = new URL(redisUrl);
// The two nodes are one deployment: one Redis namespace (decision 082).
const redisPrefix = `meridian-test-${randomUUID()}`;

/** Counts the catalogue changes node B hears, per university (other test runs share Redis). */
const heardOnB = new Map<string, number>();
const hearing: (() => boolean)[] = [];
/** Resolves once node B has heard `count` changes of university `id`. */
function heard(id: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if ((heardOnB.get(id) ?? 0) < count) return false;
      resolve();
      return true;
    };
    if (!check()) hearing.push(check);
  });
}

let relay: TcpRelay;
let a: TestApp;
let b: TestApp;
let admin: BrowserHeaders;
beforeAll(async () => {
  relay = await startTcpRelay(target.hostname, Number(target.port || 6379));
  const database = await createTestDatabase();
  if (database.raw.kind !== "postgres") throw new Error("two nodes need TEST_DATABASE_URL");
  await seedCatalogue(database.db, { file: smallCatalogueFile });
  a = await createTestApp({ database, env: { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } });
  const sameDatabase = openPostgres(String(database.raw.pool.options.connectionString), { max: 5 });
  b = await createTestApp({
    database: sameDatabase,
    env: { REDIS_URL: viaRelay(redisUrl, relay), REDIS_COMMAND_TIMEOUT_MS: "300", REDIS_PREFIX: redisPrefix },
  });
  await Promise.all([redisBecomes(a.ctx.redis, true), redisBecomes(b.ctx.redis, true)]);
  await Promise.all([a.ctx.bus.ready(), b.ctx.bus.ready()]);
  b.ctx.bus.subscribe((event: BusEvent) => {
    if (event.kind !== "catalogue-changed") return;
    for (const id of event.ids ?? []) heardOnB.set(id, (heardOnB.get(id) ?? 0) + 1);
    for (const check of [...hearing]) if (check()) hearing.splice(hearing.indexOf(check), 1);
  });
  admin = await signInStaff(a, "admin");
}, 60_000);
afterAll(async () => {
  await b?.app.close();
  await a?.app.close();
  await relay?.stop();
});

async function namesOn(t: TestApp, search: string): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/universities?search=${search}&limit=50` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.universities as { name: string }[]).map((u) => u.name);
}

async function indexedOn(t: TestApp, text: string): Promise<string[]> {
  await catalogueIndexSettled(t.ctx);
  const index = await usableSearchIndex(t.ctx);
  expect(index, "the index is trusted again").toBeDefined();
  const found = index?.search({ text, countries: [], fields: [], sortBy: "relevance", limit: 50, offset: 0 });
  return found?.universities.map((u) => u.name) ?? [];
}

describe("catalogue search on two nodes", () => {
  it("shows an admin's create, edit and delete on node A in node B's answers", async () => {
    expect(await namesOn(b, "northwind")).toEqual([]);
    const id = await addUniversity(a.app, admin, {
      name: "Northwind Polytechnic",
      country: "Canada",
      countryCode: "CA",
    });
    // Node A answered with its own index already up to date.
    expect(await namesOn(a, "northwind")).toEqual(["Northwind Polytechnic"]);
    expect(await indexedOn(a, "northwind")).toEqual(["Northwind Polytechnic"]);

    const edit = await a.app.inject({
      method: "PUT",
      url: `/api/admin/universities/${id}`,
      headers: admin,
      payload: { name: "Northwind Institute of Art", country: "Canada", countryCode: "CA" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The creation and the edit: both heard.
    await heard(id, 2);
    // While node B loads the change the database answers; after it, B's own index does.
    expect(await namesOn(b, "northwind")).toEqual(["Northwind Institute of Art"]);
    expect(await indexedOn(b, "northwind")).toEqual(["Northwind Institute of Art"]);

    const remove = await a.app.inject({
      method: "DELETE",
      url: `/api/admin/universities/${id}`,
      headers: admin,
    });
    expect(remove.statusCode).toBe(200);
    await heard(id, 3);
    expect(await namesOn(b, "northwind")).toEqual([]);
    expect(await indexedOn(b, "northwind")).toEqual([]);
  });

  it("answers from the database while node B cannot hear the others, and rebuilds when it can", async () => {
    expect(await indexedOn(b, "southwind")).toEqual([]);
    await relay.stop();
    await redisBecomes(b.ctx.redis, false);
    await addUniversity(a.app, admin, {
      name: "Southwind College of Music",
      country: "Canada",
      countryCode: "CA",
    });
    // Node B never heard of it, yet finds it: without Redis it reads the database.
    expect(await namesOn(b, "southwind")).toEqual(["Southwind College of Music"]);
    expect(await usableSearchIndex(b.ctx)).toBeUndefined();

    await relay.start();
    await redisBecomes(b.ctx.redis, true);
    expect(await indexedOn(b, "southwind")).toEqual(["Southwind College of Music"]);
    expect(await namesOn(b, "southwind")).toEqual(["Southwind College of Music"]);
  });
});
