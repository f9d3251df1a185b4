import type { Config } from "../config.js";
import type { Database, Db } from "../db/client.js";
import type { FileStorage } from "../storage/file-storage.js";
import type { Bus } from "./bus.js";
import type { Lifecycle } from "./lifecycle.js";
import type { RateLimiter } from "./rate-limiter.js";
import type { RedisLink } from "./redis-link.js";
import type { Keys } from "./secrets.js";

/** What services need from the outside world, built once in buildApp and passed down. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  keys: Keys;
  limiter: RateLimiter;
  now: () => Date;
  /** Messages to users' sockets on every node (Redis pub/sub when REDIS_URL is set). */
  bus: Bus;
  /** Uploaded bytes: disk under DATA_DIR, or an S3-compatible bucket (`STORAGE`). */
  storage: FileStorage;
  /** Redis (REDIS_URL) and whether it answers; unset without REDIS_URL. */
  redis: RedisLink | undefined;
  /** Serving, draining or closing: readiness and the shutdown gate read it, main.ts moves it. */
  lifecycle: Lifecycle;
  /** Releases connections the context opened (Redis). */
  close(): Promise<void>;
}
