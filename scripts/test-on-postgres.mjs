// Runs the server suite against a real PostgreSQL (TEST_DATABASE_URL, default the local server),
// each test file in its own database cloned from a migrated template.
import { spawnSync } from "node:child_process";

const url = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const result = spawnSync("npx", ["vitest", "run", "--project", "server", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
