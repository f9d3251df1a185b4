import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { COOLING_PERIOD_MS, sessionLifetimeDefaults } from "@meridian/contract";
import { z } from "zod";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    })
    .optional();

/** Every environment variable the server reads (ARCHITECTURE.md "Configuration"). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, "must be 1 to 64 letters, digits, '_', '.', ':' or '-'")
    .optional(),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SEED_DEMO: booleanFlag.optional(),
  CATALOGUE_FILE: z.string().min(1).optional(),
  CATALOGUE_FACTS_FILE: z.string().min(1).optional(),
  ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default("gmail.com,outlook.com")
    .transform((value) =>
      value
        .split(",")
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, "must be a list of mail domains")).min(1)),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  // The From of every mail, an address or `Name <address>`; unset: no-reply at PUBLIC_URL's host.
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      "must be an address or Name <address>",
    )
    .optional(),
  STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Up to 1 TB a student: a bound that catches a typo in the unit, not a product limit.
  STUDENT_STORAGE_QUOTA_MB: z.coerce
    .number()
    .int()
    .positive()
    .max(1024 * 1024)
    .default(200),
  // Daily limits of a student's forum writing (decision 044), over a rolling 24 hours.
  COMMUNITY_POSTS_PER_DAY: z.coerce.number().int().positive().max(10_000).default(5),
  COMMUNITY_COMMENTS_PER_DAY: z.coerce.number().int().positive().max(10_000).default(50),
  // The cooling period after a flagged sign-in (spec: the first hour). Shorter only where a test
  // must see one end, as the end-to-end run does (decision 047).
  COMMUNITY_COOLING_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(COOLING_PERIOD_MS / 1000),
  PAYMENTS: z.enum(["manual", "stripe"]).default("manual"),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the Stripe SDK sends API calls: unset is Stripe itself; tests point it at a local stand-in. */
  STRIPE_API_URL: optionalUrl(["http", "https"]),
  MANUAL_PAYMENT_INSTRUCTIONS: z.string().min(1).max(2000).optional(),
  // How often each node looks for queued jobs (mail) that are due (decision 091).
  JOB_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1_000),
  WS_MAX_CONNECTIONS: z.coerce.number().int().positive().default(10_000),
  WS_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().positive().default(10),
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  WS_MESSAGE_BURST: z.coerce.number().int().positive().default(10),
  WS_MESSAGES_PER_SECOND: z.coerce.number().positive().default(1),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => parseTrustProxy(value)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  // Slow clients (decision 079): how long a request's headers, and the whole request, may take to
  // arrive; how long a socket may pass nothing either way; how long an idle keep-alive socket stays.
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  // 0 lifts the cap; unset, 64 without TRUST_PROXY and none behind a proxy (every socket is the proxy's).
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // One statement's longest run on PostgreSQL; the client gives up a second later (a silent network).
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  // Expensive routes (catalogue export and import, caseload analytics) running at once.
  EXPENSIVE_REQUESTS_PER_NODE: z.coerce.number().int().positive().max(10_000).default(4),
  EXPENSIVE_REQUESTS_PER_USER: z.coerce.number().int().positive().max(10_000).default(2),
  // Past this event-loop delay (the longest in half a second, twice running) requests are shed
  // with 503; 0 never sheds.
  EVENT_LOOP_DELAY_LIMIT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Session lifetimes (decision 026): staff (admins, counselors) short, students and companies long.
  SESSION_IDLE_MINUTES_STAFF: z.coerce
    .number()
    .int()
    .positive()
    .default(sessionLifetimeDefaults.staff.idleMinutes),
  SESSION_ABSOLUTE_HOURS_STAFF: z.coerce
    .number()
    .int()
    .positive()
    .default(sessionLifetimeDefaults.staff.absoluteHours),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(sessionLifetimeDefaults.others.idleMinutes),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(sessionLifetimeDefaults.others.absoluteHours),
});

export type Env = z.input<typeof EnvSchema>;

/** Sockets one address may hold when the node is reached directly (no TRUST_PROXY). */
const DEFAULT_CONNECTIONS_PER_ADDRESS = 64;

/** The name of every variable the server reads. */
export const envVariableNames = Object.keys(EnvSchema.shape) as (keyof Env)[];

/**
 * The environment without its empty variables: `DATABASE_URL=` (as deploy tools and .env files
 * write a variable left blank) means unset, for every variable alike, never a bad value.
 */
function withoutEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== "") set[name] = value;
  }
  return set;
}

/** Trusted proxies: unset or "false" trusts none, "true" trusts all, a number trusts that many hops, otherwise a list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((entry) => entry.trim());
}

export interface PaymentsConfig {
  /** manual: an admin approves each request on evidence; stripe: a hosted Checkout and its webhook. */
  provider: "manual" | "stripe";
  stripeSecretKey: string | undefined;
  /** Verifies webhooks; set alone (with PAYMENTS=manual) it lets the test panel send signed events. */
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string | undefined;
  /** What a student reads after asking for a plan with manual payments. */
  manualInstructions: string;
}

// No bank details are invented: the team says how to pay, and the request waits for the evidence.
const defaultManualInstructions =
  "Our team will contact you by email with how to pay. Quote your request reference with the payment; your plan starts as soon as an admin has checked it.";

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  /** The built web app to serve, when not the one beside the server (apps/web/dist). */
  webDistDir: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Longest wait for one Redis command; past it the node uses its own counters and sockets. */
  redisCommandTimeoutMs: number;
  /** Namespace of every Redis key and channel (decision 082); unset = one derived from the app secret. */
  redisPrefix: string | undefined;
  /** Master secret for signing and encryption keys; generated under DATA_DIR when unset. */
  appSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** The university catalogue loaded into an empty table at start; unset = the shipped file. */
  catalogueFile: string | undefined;
  /** Sourced facts joined to the catalogue at its first load (decision 052); unset = the shipped us-scorecard.json. */
  catalogueFactsFile: string | undefined;
  allowedEmailDomains: string[];
  smtpUrl: string | undefined;
  /** The From of every mail (MAIL_FROM); unset, the mail module names no-reply at the public host. */
  mailFrom: string | undefined;
  storage:
    | { kind: "disk" }
    | {
        kind: "s3";
        endpoint?: string;
        region?: string;
        bucket: string;
        /** Unset = the S3 client's own chain (AWS_* variables, instance role). */
        credentials?: { accessKeyId: string; secretAccessKey: string };
      };
  /** How many bytes one student's documents may take together. */
  studentStorageQuotaBytes: number;
  /** Who takes payments for plans (decision 041). */
  payments: PaymentsConfig;
  /** Posts and comments a student may write in a rolling 24 hours (decision 044). */
  community: { postsPerDay: number; commentsPerDay: number; coolingPeriodMs: number };
  /** How often each node looks for due queued jobs (JOB_POLL_MS). */
  jobPollMs: number;
  wsMaxConnections: number;
  /** Sockets one user, and one client address, may hold at once (across nodes with Redis). */
  wsMaxConnectionsPerUser: number;
  wsMaxConnectionsPerAddress: number;
  /** Frames one socket may send: a burst, refilled at a steady rate per second. */
  wsMessageRate: { burst: number; perSecond: number };
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** After SIGTERM, in-flight responses get this long to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** After SIGTERM, readiness answers 503 for this long while requests are still served, so balancers move away. */
  shutdownDrainMs: number;
  /** Bounds on slow clients (decision 079); `maxConnectionsPerAddress` 0 is no cap. */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnectionsPerAddress: number;
  };
  /** PostgreSQL's statement_timeout; the client stops waiting for an answer a second after it. */
  dbStatementTimeoutMs: number;
  /** Expensive requests running at once on this node, and for one user (decision 079). */
  expensiveRequests: { perNode: number; perUser: number };
  /** Event-loop delay past which requests are shed with 503; 0 never sheds. */
  eventLoopDelayLimitMs: number;
  /** How long a session lives without a request (idle) and since sign-in (absolute), by kind of user. */
  sessionLifetimes: SessionLifetimes;
  /** Behind https (PUBLIC_URL says so): HSTS and secure cookies. */
  secure: boolean;
}

/** Session lifetimes in milliseconds: `staff` for team users (admins, counselors), `others` for everyone else. */
export interface SessionLifetimes {
  staff: { idleMs: number; absoluteMs: number };
  others: { idleMs: number; absoluteMs: number };
}

/** Thrown with every problem in the environment, each on its own line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses and checks the environment once; a bad value stops the start with a readable list. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (e.STORAGE === "s3" && !e.S3_BUCKET) problems.push("S3_BUCKET: required when STORAGE=s3");
  const catalogueFile = e.CATALOGUE_FILE ? resolve(e.CATALOGUE_FILE) : undefined;
  if (catalogueFile && !existsSync(catalogueFile))
    problems.push(`CATALOGUE_FILE: no file at ${catalogueFile}`);
  const catalogueFactsFile = e.CATALOGUE_FACTS_FILE ? resolve(e.CATALOGUE_FACTS_FILE) : undefined;
  if (catalogueFactsFile && !existsSync(catalogueFactsFile))
    problems.push(`CATALOGUE_FACTS_FILE: no file at ${catalogueFactsFile}`);
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  if (e.PAYMENTS === "stripe" && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)) {
    problems.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: required when PAYMENTS=stripe");
  }
  if (e.SESSION_IDLE_MINUTES_STAFF > e.SESSION_ABSOLUTE_HOURS_STAFF * 60)
    problems.push("SESSION_IDLE_MINUTES_STAFF: must not be longer than SESSION_ABSOLUTE_HOURS_STAFF");
  if (e.SESSION_IDLE_MINUTES > e.SESSION_ABSOLUTE_HOURS * 60)
    problems.push("SESSION_IDLE_MINUTES: must not be longer than SESSION_ABSOLUTE_HOURS");
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    problems.push("HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS");
  if (e.EXPENSIVE_REQUESTS_PER_USER > e.EXPENSIVE_REQUESTS_PER_NODE)
    problems.push("EXPENSIVE_REQUESTS_PER_USER: must not be more than EXPENSIVE_REQUESTS_PER_NODE");
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    dataDir: resolve(e.DATA_DIR),
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : undefined,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    redisPrefix: e.REDIS_PREFIX,
    appSecret: e.APP_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    // Demo data belongs to the embedded default; a real database gets it only when asked.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    catalogueFile,
    catalogueFactsFile,
    allowedEmailDomains: e.ALLOWED_EMAIL_DOMAINS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage:
      e.STORAGE === "s3"
        ? {
            kind: "s3",
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET ?? "",
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { kind: "disk" },
    studentStorageQuotaBytes: e.STUDENT_STORAGE_QUOTA_MB * 1024 * 1024,
    community: {
      postsPerDay: e.COMMUNITY_POSTS_PER_DAY,
      commentsPerDay: e.COMMUNITY_COMMENTS_PER_DAY,
      coolingPeriodMs: e.COMMUNITY_COOLING_SECONDS * 1000,
    },
    payments: {
      provider: e.PAYMENTS,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      stripeApiUrl: e.STRIPE_API_URL,
      manualInstructions: e.MANUAL_PAYMENT_INSTRUCTIONS ?? defaultManualInstructions,
    },
    jobPollMs: e.JOB_POLL_MS,
    wsMaxConnections: e.WS_MAX_CONNECTIONS,
    wsMaxConnectionsPerUser: e.WS_MAX_CONNECTIONS_PER_USER,
    wsMaxConnectionsPerAddress: e.WS_MAX_CONNECTIONS_PER_ADDRESS,
    wsMessageRate: { burst: e.WS_MESSAGE_BURST, perSecond: e.WS_MESSAGES_PER_SECOND },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Long enough for a balancer's health check to see the 503; no wait outside production.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === "production" ? 5_000 : 0),
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnectionsPerAddress:
        e.HTTP_MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY === false ? DEFAULT_CONNECTIONS_PER_ADDRESS : 0),
    },
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    expensiveRequests: { perNode: e.EXPENSIVE_REQUESTS_PER_NODE, perUser: e.EXPENSIVE_REQUESTS_PER_USER },
    // Off under test: the tests' apps share a worker whose loop the others block (a test of
    // shedding brings its own reading).
    eventLoopDelayLimitMs: e.EVENT_LOOP_DELAY_LIMIT_MS ?? (e.NODE_ENV === "test" ? 0 : 1_000),
    sessionLifetimes: {
      staff: {
        idleMs: e.SESSION_IDLE_MINUTES_STAFF * 60_000,
        absoluteMs: e.SESSION_ABSOLUTE_HOURS_STAFF * 3_600_000,
      },
      others: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    },
    secure: e.PUBLIC_URL?.startsWith("https:") ?? false,
  };
}
