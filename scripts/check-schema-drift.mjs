// Fails when apps/server/src/db/schema differs from the committed migrations in apps/server/drizzle:
// drizzle-kit generates into a scratch copy of that folder, and any migration it writes there is a
// change someone forgot to generate and commit (`npm run db:generate`). Also runs `drizzle-kit check`,
// which catches two branches that each added a migration on the same parent.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../apps/server/", import.meta.url));
const committed = join(serverDir, "drizzle");

/** Runs drizzle-kit in apps/server with its config; stdin closed so a rename question cannot wait forever. */
function drizzleKit(args, env = {}) {
  const result = spawnSync("npx", ["--no-install", "drizzle-kit", ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    timeout: 120_000,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

const check = drizzleKit(["check"]);
if (!check.ok) {
  console.error(`drizzle-kit check failed on apps/server/drizzle:\n${check.output}`);
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), "meridian-schema-drift-"));
try {
  const out = join(scratch, "drizzle");
  cpSync(committed, out, { recursive: true });
  // drizzle-kit prefixes `out` with "./", so it has to be relative to apps/server.
  const generated = drizzleKit(["generate", "--name", "schema_drift"], {
    DRIZZLE_OUT: relative(serverDir, out),
  });
  const before = new Set(readdirSync(committed));
  const added = readdirSync(out).filter((name) => name.endsWith(".sql") && !before.has(name));
  if (added.length > 0) {
    console.error("The schema in apps/server/src/db/schema differs from the committed migrations.");
    console.error("drizzle-kit would add this migration (run `npm run db:generate` and commit it):\n");
    for (const name of added) console.error(`--- ${name}\n${readFileSync(join(out, name), "utf8")}`);
    process.exit(1);
  }
  // drizzle-kit exits 0 even when it stops on a question it cannot ask without a terminal (was a
  // column renamed or replaced?), so only its own "no changes" line counts as agreement.
  if (!generated.ok || !/No schema changes/.test(generated.output)) {
    console.error("The schema in apps/server/src/db/schema differs from the committed migrations, or");
    console.error("drizzle-kit could not compare them; run `npm run db:generate` to see. It said:\n");
    console.error(generated.output);
    process.exit(1);
  }
  console.log("Schema and committed migrations agree.");
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
