import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/contract", "apps/server", "apps/web", "apps/web/vitest.live.config.ts"],
    // Off unless asked for (`npm run test:coverage`, .ci/run): instrumenting slows `npm test`. No
    // thresholds: the figures are printed to be read, not to fail a run.
    coverage: {
      provider: "v8",
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: ".artifacts/coverage",
      // A red run still prints its figures: CI reads them whatever the outcome.
      reportOnFailure: true,
      include: ["apps/server/src/**", "apps/web/src/**", "packages/contract/src/**"],
      exclude: [
        "**/*.test.{ts,tsx}",
        "**/*.pg-test.ts",
        "**/*.live-test.tsx",
        "apps/server/src/test/**",
        "apps/web/src/test/**",
      ],
    },
  },
});
