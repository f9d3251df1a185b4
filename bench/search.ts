// Catalogue search benchmark: a mix of filtered and text queries against >= 10,000 universities,
// next to a bare Fastify route in the same run.
// Usage: npm run bench:search [-- --duration 10 --connections 50]; DATABASE_URL=postgres://… for PostgreSQL.
import { readFileSync } from "node:fs";
import type autocannon from "autocannon";
import {
  databaseEnv,
  loadArguments,
  printTable,
  runLoad,
  startBareFastify,
  startBuiltServer,
} from "./lib.js";

const catalogueFile = new URL("../apps/server/data/universities/universities.json", import.meta.url);

const { durationSeconds, connections } = loadArguments();

/** What users send: filters alone and combined, and text searches with typos and prefixes. */
const queries = [
  "limit=6",
  "country=Canada&limit=6",
  "country=United%20States,United%20Kingdom&sortBy=ranking&limit=6",
  "maxRanking=100&sortBy=ranking&limit=6",
  "fields=Engineering&degreeType=Master's&limit=6",
  "minTuition=10000&maxTuition=25000&sortBy=tuition-low&limit=6",
  "country=Germany&fields=Computer%20Science&maxRanking=500&limit=6&offset=6",
  "search=toronto&limit=6",
  "search=massachusets&limit=6",
  "search=univ%20of%20cal&limit=6",
  "search=z%C3%BCrich&country=Switzerland&limit=6",
  "search=technology&sortBy=ranking&limit=6",
];

const bare = await startBareFastify();
const meridian = await startBuiltServer(databaseEnv());
try {
  const check = await fetch(`${meridian.url}/api/universities?limit=1`);
  const { data } = (await check.json()) as { data: { total: number } };
  console.log(
    `node ${process.version}, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${data.total} universities, ${connections} connections, ${durationSeconds} s per target, ${queries.length} query shapes`,
  );
  if (data.total < 10_000) throw new Error("the catalogue should hold at least 10,000 universities");

  const load = (name: string, duration: number, requests: autocannon.Request[]) =>
    runLoad(name, meridian.url, { connections, durationSeconds: duration, requests });
  const shapes = queries.map((query) => ({ method: "GET" as const, path: `/api/universities?${query}` }));

  // Searches nobody made before (3 to 8 letters of a word from a random university's name, with
  // or without a country): each one misses the result cache and reaches the database.
  const names = (JSON.parse(readFileSync(catalogueFile, "utf8")) as { name: string }[]).map((u) => u.name);
  const countries = ["", "&country=United%20States", "&country=Germany", "&country=Japan,India"];
  let n = 0;
  const fresh: autocannon.Request[] = [
    {
      method: "GET",
      setupRequest: (request) => {
        n += 1;
        const name = names[(n * 7919) % names.length] ?? "university";
        const word = name.split(" ").find((w) => w.length >= 4) ?? name;
        const prefix = encodeURIComponent(word.slice(0, 3 + (n % 6)));
        const path = `/api/universities?search=${prefix}${countries[n % countries.length]}&offset=${n % 3}`;
        return { ...request, path };
      },
    },
  ];

  await runLoad("warm-up", `${bare.url}/hello`, { connections, durationSeconds: 2 });
  await load("warm-up", 3, shapes);
  const baseline = await runLoad("bare Fastify GET /hello", `${bare.url}/hello`, {
    connections,
    durationSeconds,
  });
  const cached = await load(
    "GET /api/universities, 12 query shapes (cached after first)",
    durationSeconds,
    shapes,
  );
  const uncached = await load(
    "GET /api/universities, distinct text searches (uncached)",
    durationSeconds,
    fresh,
  );
  printTable([baseline, cached, uncached], baseline);
} finally {
  meridian.proc.kill("SIGTERM");
  bare.proc.kill("SIGTERM");
}
