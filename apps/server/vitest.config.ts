import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: {
    alias: {
      "@meridian/contract": fileURLToPath(new URL("../../packages/contract/src/index.ts", import.meta.url)),
    },
  },
  test: {
    name: "server",
    environment: "node",
    // *.pg-test.ts need a real PostgreSQL server; they run in the PostgreSQL pass only.
    include: ["src/**/*.test.ts", ...(process.env.TEST_DATABASE_URL ? ["src/**/*.pg-test.ts"] : [])],
    globalSetup: ["./src/test/global-setup.ts"],
    // Files share one worker's modules instead of a fresh process each: a file opens its own
    // database and app, so nothing of one reaches the next, and starting ~100 processes, each
    // importing the server anew, was most of this project's time on two cores.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
