// Runs the server suite against a real PostgreSQL and Redis (TEST_DATABASE_URL; TEST_REDIS_URL or
// REDIS_URL; default the local servers), each test file in its own database cloned from a migrated
// template. Extra arguments go to vitest (.ci/run adds its reporters).
import { spawnSync } from "node:child_process";
import { findMissingServices, resolveTestServices } from "./test-services.mjs";

const missing = await findMissingServices();
if (missing.length > 0) {
  // The *.pg-test.ts files need both; failing here says which one instead of a timeout in a test.
  for (const line of missing) console.error(line);
  console.error("The PostgreSQL pass needs both services: start them or point the variables at them.");
  process.exit(1);
}

const result = spawnSync("npx", ["vitest", "run", "--project", "server", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, ...resolveTestServices() },
});
process.exit(result.status ?? 1);
