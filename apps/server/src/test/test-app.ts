import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppDeps, buildApp, createContext } from "../app.js";
import { loadConfig } from "../config.js";
import type { Database } from "../db/client.js";
import type { AppContext } from "../lib/context.js";
import type { LogCapture } from "./log-capture.js";
import { createTestDatabase } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  ctx: AppContext;
}

/**
 * The real app on an isolated database, not listening; `prepare` may add routes before it is
 * ready. Closing the app closes (and drops) the database.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    database?: Database;
    webDistDir?: AppDeps["webDistDir"];
    now?: () => Date;
    prepare?: (app: FastifyInstance) => void;
    /** Keeps the app's log lines (at LOG_LEVEL info unless `env` says otherwise) for the test to read. */
    logs?: LogCapture;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: options.logs ? "info" : "silent",
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(join(tmpdir(), "meridian-data-")),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const deps: AppDeps = {
    config,
    database,
    webDistDir: options.webDistDir ?? null,
    now: options.now,
    logStream: options.logs?.stream,
  };
  const ctx = createContext(deps);
  const app = await buildApp(deps, ctx);
  options.prepare?.(app);
  await app.ready();
  return { app, database, ctx };
}

/**
 * The file's app: made before its tests run (with `options`), closed after the last. Its fields
 * are there from the first hook on, so read them in hooks and tests, never at the file's top level.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let made: TestApp | undefined;
  const ready = (): TestApp => {
    if (!made) throw new Error("the test app is made in beforeAll: read it in a hook or a test");
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(options);
  });
  afterAll(() => made?.app.close());
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get ctx() {
      return ready().ctx;
    },
  };
}

/**
 * Staff sessions as long as students' (30 minutes idle by default), for tests that move the clock
 * by hours with an admin signed in once; the staff lifetimes have their own tests.
 */
export const LONG_STAFF_SESSIONS = {
  SESSION_IDLE_MINUTES_STAFF: "4320",
  SESSION_ABSOLUTE_HOURS_STAFF: "720",
};

/**
 * A clock tests can move forward; services read it through the app context. It runs with real
 * time until `hold()`, then moves only by `advance`: a test that reads seconds left sees exactly
 * what it set, however slow the machine (until `release()`).
 */
export class TestClock {
  private offsetMs = 0;
  private heldAt: number | undefined;
  readonly now = () => new Date((this.heldAt ?? Date.now()) + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  hold(): void {
    this.heldAt ??= Date.now();
  }
  release(): void {
    if (this.heldAt === undefined) return;
    this.offsetMs -= Date.now() - this.heldAt;
    this.heldAt = undefined;
  }
}
