import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// The fence of decision 061: the app keeps its own router because React Router took 13.1 KiB
// (gzip) of the landing page's JavaScript and this one about 2 KiB, which brought the landing page
// under its 110 KiB budget (scripts/check-bundle-budget.mjs; the page's speed is bench/lighthouse.ts).
// Bundled here on its own (React left out), it is 2.9 KiB. Past 6 KiB, it would save React Router's
// size no more than by about 6 % of the budget, and replacing the library would want a new measure
// (decision 088).
const ROUTER_GZIP_LIMIT = 6 * 1024;

describe("the app's router (decision 061)", () => {
  it("stays a small fraction of the React Router it replaced", async () => {
    const result = await build({
      entryPoints: [join(import.meta.dirname, "index.ts")],
      bundle: true,
      minify: true,
      write: false,
      format: "esm",
      jsx: "automatic",
      external: ["react", "react-dom", "react/jsx-runtime"],
      logLevel: "silent",
    });
    const [bundle] = result.outputFiles;
    expect(bundle).toBeDefined();
    expect(gzipSync(bundle?.contents ?? new Uint8Array()).length).toBeLessThan(ROUTER_GZIP_LIMIT);
  });
});
