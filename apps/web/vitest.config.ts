import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineProject, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

// Node's resolution picks react-router's CJS build for "react-router" but its ESM build for
// "react-router/dom", and the two copies share no router context. Tests use the ESM build, as the browser does.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterEsm = join(reactRouterDir, "dist/development/index.mjs");

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
      alias: [{ find: /^react-router$/, replacement: reactRouterEsm }],
    },
  }),
);
