import { defineConfig } from "@playwright/test";
import base from "./playwright.config.js";

/** `npm run tour:capture`: the same built server on a fresh demo, running e2e/tour only (not CI's tests). */
export default defineConfig({
  ...base,
  testDir: "./tour",
  reporter: "list",
});
