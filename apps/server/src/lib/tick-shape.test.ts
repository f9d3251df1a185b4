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
// are built with a new one. A fresh process shows it in V8's inline-cache log: the load of a tick's
// async id (in Node's task_queues) meets a second map after the collection, and only one while
// `holdTickShape` holds a tick. When Node stops losing the class, the first expectation fails:
// the trick has lost its reason and goes (decision 088).
const probe = (tickShapeFile: string) => `
if (process.argv[2] === "hold") (await import(${JSON.stringify(tickShapeFile)})).holdTickShape();
const drain = () => new Promise((resolve) => setImmediate(resolve));
for (let i = 0; i < 100; i++) process.nextTick(() => {});
await drain();
// A marker in the log: only what follows it counts.
const marker = Symbol("tick-probe-marker");
const read = (object, key) => object[key];
read({ [marker]: 1 }, marker);
globalThis.gc();
await drain();
for (let i = 0; i < 1000; i++) process.nextTick(() => {});
await drain();
`;

async function mapsSeenByTheTickQueue(mode: "hold" | "none"): Promise<number> {
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
      "--log-ic",
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
  const maps = after
    .filter((line) => line.startsWith("KeyedLoadIC,") && line.includes('symbol("async_id_symbol"'))
    .map((line) => line.split(",")[7]);
  return new Set(maps).size;
}

describe("the reason for holding a tick (decision 072)", () => {
  it("a collection with no tick queued gives later ticks a new hidden class, unless one is held", async () => {
    expect(await mapsSeenByTheTickQueue("none")).toBeGreaterThan(1);
    expect(await mapsSeenByTheTickQueue("hold")).toBe(1);
  }, 30_000);
});
