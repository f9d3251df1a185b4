// Bench-only: preloaded into the server process (NODE_OPTIONS=--import) by bench/lib.ts, never
// part of the server. It notes every WebAssembly memory made (PGlite's Postgres runs in one) and,
// on SIGUSR2, writes process.memoryUsage() and those memories' sizes to BENCH_MEMORY_FILE, with the
// heap in use after a full collection (what is live, not garbage waiting).
import { writeFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");

const memories = [];
const note = (value) => {
  if (value instanceof WebAssembly.Memory) memories.push(new WeakRef(value));
  return value;
};
const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(OriginalMemory, { construct: (target, args) => note(new target(...args)) });
const OriginalInstance = WebAssembly.Instance;
const exportsOf = (instance) => {
  for (const value of Object.values(instance.exports)) note(value);
  return instance;
};
WebAssembly.Instance = new Proxy(OriginalInstance, {
  construct: (target, args) => exportsOf(new target(...args)),
});
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const result = await instantiate(...args);
  exportsOf(result instanceof OriginalInstance ? result : result.instance);
  return result;
};
const instantiateStreaming = WebAssembly.instantiateStreaming;
if (instantiateStreaming)
  WebAssembly.instantiateStreaming = async (...args) => {
    const result = await instantiateStreaming(...args);
    exportsOf(result.instance);
    return result;
  };

process.on("SIGUSR2", () => {
  const usage = process.memoryUsage();
  const wasm = memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
  collectGarbage();
  const live = process.memoryUsage().heapUsed;
  writeFileSync(process.env.BENCH_MEMORY_FILE ?? "/dev/null", JSON.stringify({ ...usage, wasm, live }));
});
