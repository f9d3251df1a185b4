import { defineProject, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: "web",
      environment: "happy-dom",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
      setupFiles: ["./src/test/setup.ts"],
      // Files share one document and module graph instead of a fresh environment each (a third of
      // the time); src/test/reset-document.ts clears what a test leaves in the document and module memory.
      isolate: false,
      // Above the 5 s a single find may wait (src/test/setup.ts): a test drives several screens.
      testTimeout: 20_000,
    },
  }),
);
