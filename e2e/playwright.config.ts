import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { freePort } from "./free-port.js";

// Chosen once and inherited by the workers through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "meridian-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export const artifactsDir = join(import.meta.dirname, "..", ".artifacts");

export default defineConfig({
  testDir: "./tests",
  outputDir: join(artifactsDir, "e2e-output"),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: join(artifactsDir, "e2e-results.json") }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // The built app, as `npm start` serves it, on a fresh data directory.
    command: "node ../apps/server/dist/main.js",
    url: `${baseURL}/api/health/ready`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // A cooling period a journey can wait out: a student sees the countdown end, then writes (decision 047).
      COMMUNITY_COOLING_SECONDS: "20",
      // Every browser, socket and call of the run comes from this one address, as through a proxy,
      // and on CI the PostgreSQL pass shares the two cores: neither the per-address cap nor
      // shedding under event-loop delay (decision 079, each tested on its own) may refuse a journey.
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: "0",
      EVENT_LOOP_DELAY_LIMIT_MS: "0",
      // Lets parallel work test its own web build without touching apps/web/dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
