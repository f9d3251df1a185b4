import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, inject } from "vitest";
import { DEMO_PASSWORD } from "../seed/bootstrap.js";
import { smallCatalogueFile, smallFactsFile } from "./catalogue-fixture.js";

const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));

export interface ServerProcess {
  proc: ChildProcess;
  /** Resolves with the base URL once the server logs that it is ready. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output: string[];
  /** Resolves with the first output line (earlier or to come) that matches; rejects if the process exits first. */
  waitForLine(pattern: RegExp): Promise<string>;
}

/**
 * A data directory of its own for a server: on PGlite a copy of the run's migrated database (the
 * server then starts as on any later start), else empty. A test that needs a first start on an
 * empty directory passes its own DATA_DIR.
 */
function dataDirFromTemplate(env: Record<string, string>): string {
  const dataDir = mkdtempSync(join(tmpdir(), "meridian-node-"));
  const template = inject("pgliteDataDir");
  if (template && !env.DATABASE_URL) cpSync(template, join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/**
 * Starts the real entry point (from source) on a free port with its own data directory. It loads
 * the small catalogue fixture unless `env` names a CATALOGUE_FILE: the whole shipped file takes a
 * busy machine longer than a test should wait for a server to be ready.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const output: string[] = [];
  const proc = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: {
      ...process.env,
      PORT: "0",
      LOG_LEVEL: "info",
      DATA_DIR: env.DATA_DIR ?? dataDirFromTemplate(env),
      CATALOGUE_FILE: smallCatalogueFile,
      CATALOGUE_FACTS_FILE: smallFactsFile,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Complete lines so far, and the watchers still waiting for one.
  const lines: string[] = [];
  const watchers = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  const takeLine = (line: string) => {
    lines.push(line);
    for (const watcher of watchers) {
      if (watcher.pattern.test(line)) {
        watchers.delete(watcher);
        watcher.resolve(line);
      }
    }
  };
  // Each stream keeps its own unfinished line: a chunk may end mid-line.
  for (const stream of [proc.stdout, proc.stderr]) {
    let partial = "";
    stream?.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const parts = (partial + text).split("\n");
      partial = parts.pop() ?? "";
      for (const line of parts) takeLine(line);
    });
    stream?.on("end", () => {
      if (partial) takeLine(partial);
    });
  }
  // "close", not "exit": by then every line the process wrote has been read.
  const exited = new Promise<number | null>((resolve) => proc.on("close", (code) => resolve(code)));

  const waitForLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return resolve(seen);
      const watcher = { pattern, resolve };
      watchers.add(watcher);
      void exited.then(() => {
        if (!watchers.delete(watcher)) return;
        reject(new Error(`server exited before logging ${pattern}:\n${output.join("")}`));
      });
    });

  const ready = waitForLine(/Meridian is ready on http:\/\//).then(
    (line) => /Meridian is ready on (http:\/\/[^\s"]+)/.exec(line)?.[1] ?? "",
  );
  // A test that expects an early exit never awaits `ready`; keep its rejection from going unhandled.
  ready.catch(() => {});
  return { proc, ready, exited, output, waitForLine };
}

/** What the demo admin's browser holds: the bearer token and a CSRF pair bound to its session. */
export async function signInDemoAdmin(base: string): Promise<Record<string, string>> {
  const anonymous = await fetch(`${base}/api/auth/csrf-token`);
  expect(anonymous.status, await anonymous.clone().text()).toBe(200);
  const cookie = (anonymous.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { data: before } = (await anonymous.json()) as { data: { csrfToken: string } };
  const login = await fetch(`${base}/api/auth/team-login`, {
    method: "POST",
    headers: { cookie, "x-csrf-token": before.csrfToken, "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@meridian.demo", password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const authorization = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
  const bound = await fetch(`${base}/api/auth/csrf-token`, { headers: { cookie, authorization } });
  const { data } = (await bound.json()) as { data: { csrfToken: string } };
  return { cookie, authorization, "x-csrf-token": data.csrfToken, "content-type": "application/json" };
}
