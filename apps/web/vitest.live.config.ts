import { defineProject } from "vitest/config";
import webConfig from "./vitest.config.ts";

// The web project's settings (aliases, happy-dom) with the real server instead of a blocked
// network: see src/test/live.ts. Spread, not mergeConfig, so `include` and `setupFiles` replace
// the component tests' lists instead of adding to them.
export default defineProject({
  ...webConfig,
  test: {
    ...webConfig.test,
    name: "web-live",
    include: ["src/**/*.live-test.tsx"],
    setupFiles: ["./src/test/live-setup.ts"],
    globalSetup: ["../server/src/test/live-server.ts"],
    // The first render of a file waits for the server's first argon2 sign-in and cold queries.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
