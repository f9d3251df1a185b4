import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { holdTickShape } from "./tick-shape.js";

describe("holdTickShape", () => {
  it("holds one queued tick of process.nextTick, the same one on every call", () => {
    const held = holdTickShape();
    expect(held).toMatchObject({ callback: expect.any(Function) });
    expect(holdTickShape()).toBe(held);
  });
});

// The fence of decision 072 (bench:instructions measured the cost): a full garbage collection
// with no tick queued frees the hidden class of nextTick's queue entries, and the ticks after it
// are built with a new one. A fresh process shows it in V8's map log: after the collection, the
// map of a complete tick object (its async ids, callback and args) is created again, and not while
// `holdTickShape` holds a tick. Map creations are counted rather than the maps an inline cache
// meets: the cache logs a map by its address, and under a full test run that count once read two
// with a tick held; which maps are created does not depend on the machine's load. When
// Node stops losing the class, the first expectation fails: the trick has lost its reason and goes
// (decision 088).
const probe = (tickShapeFile: string) => `
if (process.argv[2] === "hold") (await import(${JSON.stringify(tickShapeFile)})).holdTickShape();
const drain = () => new Promise((resolve) => setImmediate(resolve));
for (let i = 0; i < 100; i++) process.nextTick(() => {});
await drain();
// A marker in the log: only what follows it counts (joined here, so the script's own text,
// which the log also holds, does not contain it).
const marker = Symbol(["tick", "probe", "marker"].join("-"));
({ [marker]: 1 });
globalThis.gc();
await drain();
for (let i = 0; i < 1000; i++) process.nextTick(() => {});
await drain();
`;

async function tickMapsCreatedAfterACollection(mode: "hold" | "none"): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "tick-shape-"));
  const script = join(dir, "probe.mjs");
  const log = join(dir, "v8.log");
  writeFileSync(script, probe(fileURLToPath(new URL("./tick-shape.ts", import.meta.url))));
  await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      "--expose-gc",
      "--log-maps",
      `--logfile=${log}`,
      "--no-logfile-per-isolate",
      script,
      mode,
    ],
    // tsx (to load tick-shape.ts) resolves from the server's package.
    { cwd: fileURLToPath(new URL("../..", import.meta.url)) },
  );
  const lines = readFileSync(log, "utf8").split("\n");
  const after = lines.slice(lines.findIndex((line) => line.includes("tick-probe-marker")));
  return after.filter(
    (line) => line.startsWith("map-details,") && line.includes("async_id_symbol") && line.includes("#args"),
  ).length;
}

describe("the reason for holding a tick (decision 072)", () => {
  // Two processes writing V8's map log: seconds each on one busy core.
  it("a collection with no tick queued makes later ticks build their hidden class again, unless one is held", async () => {
    expect(await tickMapsCreatedAfterACollection("none")).toBeGreaterThan(0);
    expect(await tickMapsCreatedAfterACollection("hold")).toBe(0);
  }, 90_000);
});
